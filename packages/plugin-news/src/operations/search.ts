import { defineOperation, invalidField, keyOf, listAnswer, optionalDate, requiredText, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dateRange } from '../dates.ts'
import { compact, parseArticles, toArticle, usableAnswer } from '../gdelt-articles.ts'
import { gdelt } from '../upstreams/gdelt.ts'

const SORTS = { date: 'DateDesc', relevance: 'HybridRel', tone: 'ToneDesc' } as const
/** The DOC 2.0 API searches a rolling window of the last three months. */
const WINDOW_DAYS = 90
const word = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,30}$/, 'must be one word of letters'), v.description(description)))

export default defineOperation({
  name: 'search',
  cacheTtl: '10min',
  sources: sourcesInWords('[GDELT DOC 2.0 API](https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/), `mode=ArtList`'),
  method: 'GET',
  description: 'Searches worldwide online news of the last three months (GDELT): articles matching words or a phrase, with title, URL, source domain, language, source country and when it was seen; filter by language, country and dates.',
  input: v.object({
    q: requiredText(3, 250, 'Words to search; "quoted phrase" for an exact phrase'),
    language: word('Source language in English, e.g. english, french, spanish'),
    country: word('Source country name without spaces or FIPS code, e.g. france, unitedstates, uk'),
    from: optionalDate('Seen on or after this date (within the last 90 days)'),
    to: optionalDate('Seen on or before this date'),
    sort: v.optional(v.pipe(keyOf(SORTS), v.description('date (newest first, default), relevance or tone')), 'date'),
    limit: rowLimit(250, 25),
  }),
  upstreams: [gdelt],
  keywords: ['latest news about', 'news articles on a topic', 'what is in the news', 'press coverage of a company', 'headlines'],
  // Dates in the wrong order, or before the window GDELT searches, can only fail: the 400 comes before any 402.
  check: (input) => {
    const { start } = dateRange(input.from, input.to)
    if (start !== undefined && start < Date.now() / 1000 - WINDOW_DAYS * 86_400) throw invalidField('from', `must be within the last ${WINDOW_DAYS} days`)
  },
  async handler({ input, upstream }) {
    const { start, end } = dateRange(input.from, input.to)
    const filters = [input.language && `sourcelang:${input.language}`, input.country && `sourcecountry:${input.country}`].filter(Boolean)
    const response = await upstream(gdelt).text('/doc/doc', {
      query: {
        query: [input.q, ...filters].join(' '),
        mode: 'ArtList',
        format: 'json',
        maxrecords: input.limit,
        sort: SORTS[input.sort],
        startdatetime: start === undefined ? undefined : compact(start),
        enddatetime: end === undefined ? undefined : compact(Math.min(end, Date.now() / 1000)),
        timespan: start === undefined && end === undefined ? '7d' : undefined,
      },
      accept: usableAnswer,
    })
    const items = parseArticles(response.data).map(toArticle)
    return listAnswer(items, sourceOf(gdelt, response.url), { total: null })
  },
})
