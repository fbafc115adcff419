import { defineOperation, listAnswer, sourceOf, pageNumber, requiredText } from '@svc/core'
import * as v from 'valibot'
import { readGithub, repositoryRow, repositorySchema } from '@svc/providers/github'
import { language, limit, qualifier } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /search/repositories: at most 1,000 results reachable; `incomplete_results` when GitHub timed out. */
const answer = v.object({ total_count: v.number(), incomplete_results: v.boolean(), items: v.array(repositorySchema) })

export default defineOperation({
  name: 'search-repos',
  method: 'GET',
  description: 'Searches GitHub repositories by words (GitHub qualifiers allowed), language and minimum stars, by best match, stars, forks or last update.',
  input: v.object({
    q: requiredText(1, 256, 'Search words, e.g. "markdown parser" or topic:cli'),
    language,
    minStars: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000), v.description('Only repositories with at least this many stars'))),
    sort: v.optional(v.pipe(v.picklist(['best', 'stars', 'forks', 'updated']), v.description('best match (default), stars, forks or updated, descending')), 'best'),
    limit,
    page: pageNumber(10, 'Page of results (1-10; GitHub answers the first 1,000)'),
  }),
  upstreams: [github],
  sources: [{ path: '/search/repositories' }],
  keywords: ['find a github repository', 'open source library for', 'popular projects about', 'search repositories'],
  example: { params: { q: 'hello world', limit: 3 } },
  async handler({ input, upstream }) {
    const terms = [input.q, input.language && qualifier('language', input.language), input.minStars !== undefined && `stars:>=${input.minStars}`].filter(Boolean).join(' ')
    const { data, url } = await readGithub(upstream, '/search/repositories', {
      schema: answer,
      query: { q: terms, sort: input.sort === 'best' ? undefined : input.sort, order: 'desc', per_page: input.limit, page: input.page },
      missing: 'search endpoint',
    })
    return { ...listAnswer(data!.items.map(repositoryRow), sourceOf(github, url), { total: data!.total_count }), incomplete: data!.incomplete_results }
  },
})
