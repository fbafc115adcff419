import { calendarDate, createError, defineOperation, invalidField, listAnswer, lookupAnswer, requireOne, rowLimit, sourceOf } from '@svc/core'
import { federalRegister } from '@svc/providers/federal-register'
import * as v from 'valibot'

const TYPES = { rule: 'RULE', 'proposed-rule': 'PRORULE', notice: 'NOTICE', presidential: 'PRESDOCU' } as const
const FIELDS = ['document_number', 'citation', 'title', 'type', 'action', 'abstract', 'publication_date', 'effective_on', 'comments_close_on', 'signing_date', 'agencies', 'cfr_references', 'docket_ids', 'regulation_id_numbers', 'start_page', 'end_page', 'html_url', 'pdf_url', 'executive_order_number']

const text = v.nullish(v.string(), null)
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
  cfr_references: v.nullish(v.array(v.object({ title: v.nullish(v.union([v.number(), v.string()]), null), part: v.nullish(v.union([v.number(), v.string()]), null) })), null),
  docket_ids: v.nullish(v.array(v.string()), null),
  regulation_id_numbers: v.nullish(v.array(v.string()), null),
  start_page: v.nullish(v.number(), null),
  end_page: v.nullish(v.number(), null),
  html_url: text,
  pdf_url: text,
  executive_order_number: v.nullish(v.union([v.number(), v.string()]), null),
})
const listSchema = v.object({ count: v.number(), results: v.optional(v.array(documentSchema), []) })

function toItem(doc: v.InferOutput<typeof documentSchema>) {
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
    pages: doc.start_page !== null ? { start: doc.start_page, end: doc.end_page } : null,
    executiveOrder: doc.executive_order_number === null ? null : String(doc.executive_order_number),
    url: doc.html_url,
    pdfUrl: doc.pdf_url,
  }
}

export default defineOperation({
  name: 'federal-register',
  method: 'GET',
  description: 'Federal Register documents for legal research: one document by its number, or those amending a CFR title and part, under a docket or RIN, or matching words, of a type and publication window: FR citation, title, action, abstract, dates (published, effective, comments close, signed), agencies, CFR parts affected, dockets, RINs, pages, executive order number, links.',
  input: v.object({
    documentNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Z][0-9A-Za-z-]{4,20}$/, 'must be a Federal Register document number such as 2024-12345'), v.description('Document number, e.g. 2024-12345 (one document)'))),
    cfrTitle: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.description('Documents affecting this CFR title'))),
    cfrPart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description('... and this part (with cfrTitle)'))),
    docketId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9 ._\-/]{1,60}$/, 'must be an agency docket id such as EPA-HQ-OAR-2021-0317'), v.description('Agency docket id'))),
    rin: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^\d{4}-[A-Z0-9]{4}$/, 'must be a Regulation Identifier Number such as 2060-AV16'), v.description('Regulation Identifier Number'))),
    term: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200), v.description('Full-text words'))),
    type: v.optional(v.pipe(v.picklist(Object.keys(TYPES) as Array<keyof typeof TYPES>), v.description('rule, proposed-rule, notice or presidential'))),
    from: v.optional(calendarDate('Published on or after')),
    to: v.optional(calendarDate('Published on or before')),
    limit: rowLimit(100, 20),
  }),
  price: { usd: 0.0025 },
  upstreams: [federalRegister],
  keywords: ['federal register document', 'final rule amending cfr part', 'rulemaking docket', 'regulation identifier number rin', 'fr citation'],
  example: { params: { cfrTitle: 40, cfrPart: 60, type: 'rule', limit: 5 } },
  check(input) {
    if (input.documentNumber) {
      for (const field of ['cfrTitle', 'cfrPart', 'docketId', 'rin', 'term', 'type', 'from', 'to'] as const) {
        if (input[field] !== undefined) throw invalidField(field, 'a documentNumber names one document: give no search filter with it')
      }
      return
    }
    requireOne(input, ['documentNumber', 'cfrTitle', 'docketId', 'rin', 'term'])
    if (input.cfrPart !== undefined && input.cfrTitle === undefined) throw invalidField('cfrTitle', 'a cfrPart needs its cfrTitle')
    if (input.from && input.to && input.to < input.from) throw invalidField('to', `must not be before from (${input.from})`)
  },
  async handler({ input, upstream, signal }) {
    const client = upstream(federalRegister)
    const fields = new URLSearchParams()
    for (const field of FIELDS) fields.append('fields[]', field)
    if (input.documentNumber) {
      const response = await client.json(`/api/v1/documents/${encodeURIComponent(input.documentNumber)}.json?${fields}`, { schema: documentSchema, acceptStatus: [404], cacheTtlMs: 24 * 3600_000, signal })
      if (response.status === 404) throw createError('NOT_FOUND', `documentNumber: the Federal Register has no document ${input.documentNumber}`)
      return lookupAnswer(toItem(response.data), sourceOf(federalRegister, response.url), { mode: 'lookup' })
    }
    // The API takes repeated bracketed members: conditions[cfr][title]=40, fields[]=title...
    const query = new URLSearchParams({ order: 'newest', per_page: String(input.limit) })
    for (const [key, value] of fields) query.append(key, value)
    if (input.cfrTitle !== undefined) query.set('conditions[cfr][title]', String(input.cfrTitle))
    if (input.cfrPart !== undefined) query.set('conditions[cfr][part]', String(input.cfrPart))
    if (input.docketId) query.set('conditions[docket_id]', input.docketId)
    if (input.rin) query.set('conditions[regulation_id_number]', input.rin)
    if (input.term) query.set('conditions[term]', input.term)
    if (input.type) query.append('conditions[type][]', TYPES[input.type])
    if (input.from) query.set('conditions[publication_date][gte]', input.from)
    if (input.to) query.set('conditions[publication_date][lte]', input.to)
    const response = await client.json(`/api/v1/documents.json?${query}`, { schema: listSchema, cacheTtlMs: 30 * 60_000, signal })
    return listAnswer(response.data.results.map(toItem), sourceOf(federalRegister, response.url), { total: response.data.count, mode: 'list' })
  },
})
