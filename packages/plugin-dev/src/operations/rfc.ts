import { createError, defineOperation, forbidTogether, listAnswer, lookupAnswer, requireOne, sourceOf, textOrNull, numberOrNull, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { datatracker } from '../upstreams/datatracker.ts'
import { rfcEditor } from '../upstreams/rfc-editor.ts'

const ids = v.optional(v.array(v.string()), [])
/** GET /rfc/rfc<N>.json: one RFC's index entry (RFC numbers written RFC0793, page count a string). */
const entry = v.object({
  doc_id: v.string(),
  title: v.string(),
  authors: v.optional(v.array(v.union([v.string(), v.object({ name: v.string() })])), []),
  format: v.optional(v.array(v.string()), []),
  page_count: v.optional(v.union([v.string(), v.number()])),
  pub_status: textOrNull,
  status: textOrNull,
  source: textOrNull,
  abstract: textOrNull,
  pub_date: textOrNull,
  keywords: v.optional(v.array(v.string()), []),
  obsoletes: ids,
  obsoleted_by: ids,
  updates: ids,
  updated_by: ids,
  see_also: ids,
  draft: textOrNull,
  doi: textOrNull,
  errata_url: textOrNull,
})
/** GET /api/v1/doc/document/?type=rfc&title__icontains=...: Tastypie's `meta` and `objects`. */
const found = v.object({
  meta: v.object({ total_count: v.number() }),
  objects: v.array(v.object({
    name: v.string(),
    title: v.string(),
    abstract: textOrNull,
    pages: numberOrNull,
    rfc_number: numberOrNull,
    std_level: textOrNull,
    time: textOrNull,
  })),
})

/** Datatracker's standard-level slugs (the last part of `std_level`). */
const LEVELS: Record<string, string> = { std: 'INTERNET STANDARD', ds: 'DRAFT STANDARD', ps: 'PROPOSED STANDARD', bcp: 'BEST CURRENT PRACTICE', inf: 'INFORMATIONAL', exp: 'EXPERIMENTAL', hist: 'HISTORIC', unkn: 'UNKNOWN' }
const numberOf = (id: string) => {
  const match = /^(?:RFC|rfc)0*(\d+)$/.exec(id)
  return match ? Number(match[1]) : null
}
const numbers = (list: string[]) => list.map((id) => numberOf(id) ?? id)
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
/** "June 2022" (the RFC Editor's publication date) as 2022-06; null for another form. */
const monthOf = (date: string | null) => {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(date?.trim() ?? '')
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : null
}
const link = (n: number) => `https://www.rfc-editor.org/rfc/rfc${n}`

export default defineOperation({
  name: 'rfc',
  method: 'GET',
  description: 'Looks up an IETF RFC by number (title, authors, date, status, stream, abstract, keywords, what it obsoletes and updates and what replaced it, DOI, errata) or searches RFC titles by words.',
  input: v.object({
    number: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description('RFC number, e.g. 9110'))),
    q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200), v.description('Words of the title, e.g. "HTTP semantics"'))),
    limit: rowLimit(100, 20, 'Rows to answer with q (1-100, default 20)'),
  }),
  upstreams: [rfcEditor, datatracker],
  keywords: ['ietf rfc', 'internet standard', 'protocol specification', 'which rfc defines', 'rfc obsoleted by'],
  example: { params: { number: 9110 } },
  check(input) {
    requireOne(input, ['number', 'q'])
    forbidTogether(input, 'number', 'q')
  },
  async handler({ input, upstream }) {
    if (input.number !== undefined) {
      const response = await upstream(rfcEditor).json(`/rfc/rfc${input.number}.json`, { schema: entry, acceptStatus: [404], cacheTtlMs: 24 * 3600_000 })
      if (response.status === 404) throw createError('NOT_FOUND', `RFC ${input.number} has not been published`)
      const rfc = response.data
      const pages = rfc.page_count === undefined ? null : Number(rfc.page_count)
      return lookupAnswer({
        number: numberOf(rfc.doc_id) ?? input.number,
        title: rfc.title.trim(),
        authors: rfc.authors.map((author) => (typeof author === 'string' ? author : author.name)),
        published: rfc.pub_date,
        publishedMonth: monthOf(rfc.pub_date),
        status: rfc.status,
        publishedStatus: rfc.pub_status,
        stream: rfc.source,
        pages: Number.isFinite(pages) ? pages : null,
        abstract: rfc.abstract?.trim() || null,
        keywords: rfc.keywords.filter(Boolean),
        obsoletes: numbers(rfc.obsoletes),
        obsoletedBy: numbers(rfc.obsoleted_by),
        updates: numbers(rfc.updates),
        updatedBy: numbers(rfc.updated_by),
        seeAlso: rfc.see_also,
        draft: rfc.draft || null,
        formats: rfc.format,
        doi: rfc.doi,
        errataUrl: rfc.errata_url || null,
        url: link(input.number),
      }, sourceOf(rfcEditor, response.url), { mode: 'lookup' })
    }
    const response = await upstream(datatracker).json('/api/v1/doc/document/', {
      query: { type: 'rfc', title__icontains: input.q, limit: input.limit, order_by: '-rfc_number', format: 'json' },
      schema: found,
      cacheTtlMs: 60 * 60_000,
    })
    const items = response.data.objects.map((doc) => {
      const number = doc.rfc_number ?? numberOf(doc.name)
      const level = doc.std_level?.split('/').filter(Boolean).at(-1)
      return {
        number,
        title: doc.title.trim(),
        status: level ? (LEVELS[level] ?? level) : null,
        pages: doc.pages,
        abstract: doc.abstract?.trim() || null,
        updatedAt: doc.time,
        url: number ? link(number) : `https://datatracker.ietf.org/doc/${doc.name}/`,
      }
    })
    return listAnswer(items, sourceOf(datatracker, response.url), { total: response.data.meta.total_count, mode: 'list' })
  },
})
