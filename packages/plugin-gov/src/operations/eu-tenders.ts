import { defineOperation, listAnswer, sourceOf, optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { limit, page, text } from '../shared/params.ts'
import { ted } from '../upstreams/ted.ts'
import { NOTICE_FIELDS, noticeItem, noticesAnswer } from '../ted/notice.ts'

/** Words for TED's expert query: quotes and backslashes removed so they stay one phrase. */
const phrase = (value: string) => value.replace(/["\\]/g, ' ').replace(/\s+/g, ' ').trim()
const compact = (date: string) => date.replace(/-/g, '')

export default defineOperation({
  name: 'eu-tenders',
  sources: [{ path: '/v3/notices/search', method: 'POST', cacheTtl: '1h' }],
  method: 'GET',
  description: 'Public procurement notices of the European Union and EEA (TED, Tenders Electronic Daily, Search API v3), newest first: by words, buyer country, CPV classification, notice type and publication date; publication number, title, buyer, country, notice type, CPV codes, tender deadline, estimated value and links.',
  input: v.object({
    q: text(2, 200, 'Words of the notice (full text)'),
    country: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO country code such as DEU or FRA'), v.description('Buyer country (ISO 3166 alpha-3)'))),
    cpv: v.optional(v.pipe(v.string(), v.regex(/^\d{2,8}$/, 'must be 2-8 digits of a CPV code, e.g. 72 or 72212000'), v.description('CPV code or prefix'))),
    type: v.optional(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9-]{2,30}$/, 'must be a TED notice type such as cn-standard, can-standard, pin-only'), v.description('eForms notice type'))),
    from: optionalDate('Published on or after (default: 30 days before today when nothing else narrows the search)'),
    to: optionalDate('Published on or before'),
    limit: limit(100, 20),
    page: page(150),
  }),
  upstreams: [ted],
  keywords: ['eu tenders', 'european public procurement', 'ted notices', 'government contracts europe', 'call for tenders'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'from', 'to')
  },
  async handler({ input, upstream }) {
    const from = input.from ?? (input.q || input.cpv || input.to ? undefined : new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10))
    const terms = [
      input.q && `FT ~ "${phrase(input.q)}"`,
      input.country && `buyer-country = ${input.country}`,
      input.cpv && `classification-cpv = ${input.cpv}${input.cpv.length < 8 ? '*' : ''}`,
      input.type && `notice-type = ${input.type}`,
      from && `PD >= ${compact(from)}`,
      input.to && `PD <= ${compact(input.to)}`,
    ].filter(Boolean)
    const body = { query: `${terms.join(' AND ')} SORT BY PD DESC`, fields: NOTICE_FIELDS, page: input.page, limit: input.limit, scope: 'ALL', paginationMode: 'PAGE_NUMBER' }
    const response = await upstream(ted).json('/v3/notices/search', { method: 'POST', body, retry: true, schema: noticesAnswer })
    return listAnswer(response.data.notices.map(noticeItem), sourceOf(ted, response.url), { total: response.data.totalNoticeCount })
  },
})
