import { createError, defineOperation, invalidField, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { page, query } from '../search-params.ts'
import { stackExchange } from '../upstreams/stack-exchange.ts'
import { questionItem, searchAnswer, searchFailure } from '../utils/stack-exchange.ts'

const tag = /^[a-z0-9+#.-]{1,35}$/

export default defineOperation({
  name: 'qasite-search',
  cacheTtl: '10min',
  sources: sourcesInWords('Stack Exchange `GET /2.3/search/advanced`'),
  method: 'GET',
  description: 'Searches programming questions on Stack Overflow (or another Stack Exchange site) by words and tags: title, link, tags, score, answers, views, whether one is accepted, author and dates.',
  input: v.object({
    q: query('Search words, e.g. an error message'),
    site: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9.-]{1,59}$/, 'must be a Stack Exchange site name, e.g. stackoverflow or superuser'), v.description('Site (default stackoverflow)')), 'stackoverflow'),
    tags: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200), v.description('Up to 5 tags, comma separated, all required (e.g. python,pandas)'))),
    accepted: v.optional(v.pipe(v.boolean(), v.description('Only questions with (true) or without (false) an accepted answer'))),
    sort: v.optional(v.pipe(v.picklist(['relevance', 'votes', 'activity', 'creation']), v.description('relevance (default), votes, activity or creation (newest first)')), 'relevance'),
    limit: rowLimit(100, 20),
    page,
  }),
  upstreams: [stackExchange],
  keywords: ['stack overflow', 'programming question', 'how to fix this error', 'coding answer', 'stackexchange search'],
  example: { params: { q: 'cannot read properties of undefined', tags: 'javascript' } },
  check(input) {
    if (input.tags === undefined) return
    const tags = input.tags.split(',').map((entry) => entry.trim()).filter(Boolean)
    if (tags.length === 0 || tags.length > 5 || !tags.every((entry) => tag.test(entry))) throw invalidField('tags', 'must be 1-5 tags, comma separated (letters, digits, + # . -)')
  },
  async handler({ input, upstream }) {
    const tags = input.tags?.split(',').map((entry) => entry.trim()).filter(Boolean)
    const response = await upstream(stackExchange).json('/2.3/search/advanced', {
      query: {
        q: input.q,
        site: input.site,
        tagged: tags?.join(';'),
        accepted: input.accepted,
        sort: input.sort,
        order: 'desc',
        pagesize: input.limit,
        page: input.page,
      },
      schema: searchAnswer,
      acceptStatus: [400],
    })
    if (response.status === 400) {
      const error = v.safeParse(searchFailure, response.data as unknown)
      if (error.success && error.output.error_name === 'throttle_violation') throw createError('UPSTREAM_RATE_LIMIT', 'Stack Exchange is rate limiting this host; try again later')
      if (error.success && error.output.error_name === 'bad_parameter' && /\bsite\b/i.test(error.output.error_message)) throw invalidField('site', `Stack Exchange has no site ${input.site}`)
      throw createError('UPSTREAM_FAILED', `Stack Exchange refused the search${error.success ? ` (${error.output.error_name})` : ''}`)
    }
    return { ...listAnswer(response.data.items.map(questionItem), sourceOf(stackExchange, response.url), { total: null }), hasMore: response.data.has_more }
  },
})
