import { defineOperation, forbidTogether, listAnswer, lookupAnswer, requireOne, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { datatracker } from '../upstreams/datatracker.ts'
import { rfcEditor } from '../upstreams/rfc-editor.ts'
import { entry, found, LEVELS, link, monthOf, numberOf, numbers } from '../utils/rfc.ts'

export default defineOperation({
  name: 'rfc',
  sources: [{ about: 'RFC Editor `GET /rfc/rfc<N>.json`; IETF Datatracker `GET /api/v1/doc/document/?type=rfc`' }, { path: '/api/v1/doc/document/', cacheTtl: '1h' }, { path: '/rfc/rfc{number}.json', cacheTtl: '1d' }],
  method: 'GET',
  description: 'Looks up an IETF RFC by number (title, authors, date, status, stream, abstract, keywords, what it obsoletes and updates and what replaced it, DOI, errata) or searches RFC titles by words.',
  input: v.object({
    number: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description('RFC number, e.g. 9110'))),
    q: optionalText(2, 200, 'Words of the title, e.g. "HTTP semantics"'),
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
      const response = await upstream(rfcEditor).json(`/rfc/rfc${input.number}.json`, { schema: entry, notFound: `RFC ${input.number} has not been published` })
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
