import { defineOperation, listAnswer, sourceOf, rowLimit, pageNumber, requiredText } from '@svc/core'
import * as v from 'valibot'
import { publicSearchAnswer, toEvent } from '../gamma-event.ts'
import { gamma } from '../upstreams/gamma.ts'

export default defineOperation({
  name: 'search',
  method: 'GET',
  description: 'Search venue A (Polymarket) prediction markets by words: the matching events, each with its markets, outcome prices (probabilities), volume and end date; active or closed events.',
  input: v.object({
    q: requiredText(2, 100, 'Search words, e.g. fed rates, bitcoin, election'),
    status: v.optional(v.pipe(v.picklist(['active', 'closed', 'all']), v.description('active (default), closed or all events')), 'active'),
    limit: rowLimit(50, 10, 'Events per page (1-50, default 10)'),
    page: pageNumber(50, 'Page (1-50, default 1)'),
  }),
  upstreams: [gamma],
  cacheTtl: '1min',
  sources: [{ path: '/public-search' }],
  keywords: ['search prediction markets', 'find a market about', 'odds on', 'betting markets about', 'polymarket search'],
  async handler({ input, upstream }) {
    const response = await upstream(gamma).json('/public-search', {
      query: {
        q: input.q,
        limit_per_type: input.limit,
        page: input.page,
        events_status: input.status === 'all' ? undefined : input.status,
        keep_closed_markets: input.status === 'active' ? 0 : 1,
        search_tags: false,
        search_profiles: false,
      },
      schema: publicSearchAnswer,
    })
    const items = (response.data.events ?? []).map(toEvent)
    return listAnswer(items, sourceOf(gamma, response.url), { total: response.data.pagination?.totalResults ?? null })
  },
})
