import { listedWhenCounted, type OperationSource, sourceOf, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { federalRegister } from './upstream.ts'

/** What `searchDocuments` and `documentByNumber` read, for the `sources` of the operations that call them: a search is kept 30 min, a document a day. */
export const federalRegisterSources: OperationSource[] = [
  { upstream: federalRegister, path: '/api/v1/documents.json', cacheTtl: '30min' },
  { upstream: federalRegister, path: '/api/v1/documents/{number}.json', cacheTtl: '1d' },
]

/** The document types the API filters on (`conditions[type][]`), by the names the operations take. */
export const FR_TYPES = { rule: 'RULE', 'proposed-rule': 'PRORULE', notice: 'NOTICE', presidential: 'PRESDOCU' } as const
export type FrType = keyof typeof FR_TYPES

/** The members asked for (`fields[]`): the API answers only those named. */
const FIELDS = ['document_number', 'citation', 'title', 'type', 'action', 'abstract', 'publication_date', 'effective_on', 'comments_close_on', 'signing_date', 'agencies', 'cfr_references', 'docket_ids', 'regulation_id_numbers', 'significant', 'start_page', 'end_page', 'html_url', 'pdf_url', 'executive_order_number']

const text = v.nullish(v.string(), null)
const numberOrText = v.nullish(v.union([v.number(), v.string()]), null)
const documentSchema = v.object({
  document_number: v.string(),
  citation: text,
  title: v.string(),
  type: text,
  action: text,
  abstract: text,
  publication_date: text,
  effective_on: text,
  comments_close_on: text,
  signing_date: text,
  agencies: v.nullish(v.array(v.object({ name: text, raw_name: text })), null),
  cfr_references: v.nullish(v.array(v.object({ title: numberOrText, part: numberOrText })), null),
  docket_ids: v.nullish(v.array(v.string()), null),
  regulation_id_numbers: v.nullish(v.array(v.string()), null),
  significant: v.nullish(v.boolean(), null),
  start_page: v.nullish(v.number(), null),
  end_page: v.nullish(v.number(), null),
  html_url: text,
  pdf_url: text,
  executive_order_number: numberOrText,
})
// `results` is left out when nothing matches (the fixtures' none.json), so it stays optional; but a count of documents
// the asked page should list, with no `results`, is an answer cut short: refused, never cached as "none".
const listSchema = v.object({ count: v.number(), results: v.optional(v.array(documentSchema)) })

/** The `accept` of a search page starting at document `first` (0-based): a page past the count may list none. */
const listedDocuments = (first: number) => listedWhenCounted((data: v.InferOutput<typeof listSchema>) => ({ count: data.count, list: data.results }), 'documents', first)

/** One Federal Register document as the operations answer it. */
function toDocument(doc: v.InferOutput<typeof documentSchema>) {
  return {
    documentNumber: doc.document_number,
    citation: doc.citation,
    title: doc.title,
    type: doc.type,
    action: doc.action,
    abstract: doc.abstract,
    publicationDate: doc.publication_date,
    effectiveOn: doc.effective_on,
    commentsCloseOn: doc.comments_close_on,
    signingDate: doc.signing_date,
    agencies: (doc.agencies ?? []).map((agency) => agency.name ?? agency.raw_name).filter((name): name is string => Boolean(name)),
    cfrReferences: (doc.cfr_references ?? []).filter((ref) => ref.title !== null).map((ref) => `${ref.title} CFR${ref.part !== null ? ` ${ref.part}` : ''}`),
    docketIds: doc.docket_ids ?? [],
    regulationIds: doc.regulation_id_numbers ?? [],
    significant: doc.significant,
    pages: doc.start_page !== null ? { start: doc.start_page, end: doc.end_page } : null,
    executiveOrder: doc.executive_order_number === null ? null : String(doc.executive_order_number),
    url: doc.html_url,
    pdfUrl: doc.pdf_url,
  }
}
export type FrDocument = ReturnType<typeof toDocument>

/** The search conditions of `/api/v1/documents.json`; each is optional, dates are YYYY-MM-DD. */
export interface FrSearch {
  term?: string | undefined
  agency?: string | undefined
  type?: FrType | undefined
  from?: string | undefined
  to?: string | undefined
  significant?: boolean | undefined
  cfrTitle?: number | undefined
  cfrPart?: number | undefined
  docketId?: string | undefined
  rin?: string | undefined
  limit: number
  page?: number | undefined
}

const fieldsQuery = () => {
  const query = new URLSearchParams()
  for (const field of FIELDS) query.append('fields[]', field)
  return query
}

/**
 * The API shows at most the first 2,000 documents of a search: a page past them answers 400
 * (page x per_page over 2,000; measured, see the fixture README's audit).
 */
export const RESULTS_WINDOW = 2000

/** Documents matching the conditions, newest first, with the API's total count; a 404 is a search without match. */
export async function searchDocuments(client: UpstreamClient, search: FrSearch) {
  // The API takes repeated bracketed members: conditions[type][]=RULE, fields[]=title...
  const query = new URLSearchParams({ order: 'newest', per_page: String(search.limit) })
  if (search.page !== undefined) query.set('page', String(search.page))
  for (const [key, value] of fieldsQuery()) query.append(key, value)
  if (search.term) query.set('conditions[term]', search.term)
  if (search.agency) query.append('conditions[agencies][]', search.agency)
  if (search.type) query.append('conditions[type][]', FR_TYPES[search.type])
  if (search.from) query.set('conditions[publication_date][gte]', search.from)
  if (search.to) query.set('conditions[publication_date][lte]', search.to)
  if (search.significant !== undefined) query.set('conditions[significant]', search.significant ? '1' : '0')
  if (search.cfrTitle !== undefined) query.set('conditions[cfr][title]', String(search.cfrTitle))
  if (search.cfrPart !== undefined) query.set('conditions[cfr][part]', String(search.cfrPart))
  if (search.docketId) query.set('conditions[docket_id]', search.docketId)
  if (search.rin) query.set('conditions[regulation_id_number]', search.rin)
  const first = ((search.page ?? 1) - 1) * search.limit
  const response = await client.json(`/api/v1/documents.json?${query}`, { schema: listSchema, acceptStatus: [404], accept: listedDocuments(first) })
  const source = sourceOf(federalRegister, response.url)
  if (response.status === 404) return { items: [] as FrDocument[], total: 0, source }
  return { items: (response.data.results ?? []).map(toDocument), total: response.data.count, source }
}

/** One document by its number, or null when the API has none (404). */
export async function documentByNumber(client: UpstreamClient, documentNumber: string) {
  const response = await client.json(`/api/v1/documents/${encodeURIComponent(documentNumber)}.json?${fieldsQuery()}`, { schema: documentSchema, acceptStatus: [404] })
  return { item: response.status === 404 ? null : toDocument(response.data), source: sourceOf(federalRegister, response.url) }
}
