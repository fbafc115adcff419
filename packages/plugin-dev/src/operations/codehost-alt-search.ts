import { defineOperation, keyOf, listAnswer, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit, page, query } from '../search-params.ts'
import { gitlab } from '../upstreams/gitlab.ts'

/** GET /api/v4/projects?search=...&simple=true: the simple project representation. */
const answer = v.array(v.object({
  id: v.number(),
  name: v.string(),
  path_with_namespace: v.string(),
  description: textOrNull,
  web_url: v.string(),
  default_branch: textOrNull,
  topics: v.optional(v.array(v.string()), []),
  star_count: v.number(),
  forks_count: v.number(),
  created_at: v.string(),
  last_activity_at: textOrNull,
  namespace: v.optional(v.object({ full_path: v.optional(v.string()), kind: v.optional(v.string()) })),
}))

// GitLab's `similarity` order is ignored without a token and, with one, limits the search to the token user's own
// projects (lib/api/projects.rb, support_order_by_similarity!): relevance ranks the public matches by stars.
const ORDERS = { relevance: 'star_count', stars: 'star_count', updated: 'last_activity_at', created: 'created_at', name: 'name' } as const

export default defineOperation({
  name: 'codehost-alt-search',
  cacheTtl: '10min',
  sources: sourcesInWords('GitLab `GET /api/v4/projects?search=`'),
  method: 'GET',
  description: 'Searches public projects on GitLab by words: full path, description, topics, stars, forks, default branch, creation and last activity.',
  input: v.object({
    q: query('Search words, e.g. "static site generator"'),
    sort: v.optional(v.pipe(keyOf(ORDERS), v.description('relevance (default: the most-starred matches first), stars, updated, created or name')), 'relevance'),
    limit,
    page,
  }),
  upstreams: [gitlab],
  keywords: ['gitlab project search', 'find a gitlab repository', 'search gitlab'],
  example: { params: { q: 'static site generator' } },
  async handler({ input, upstream }) {
    const response = await upstream(gitlab).json('/api/v4/projects', {
      query: { search: input.q, order_by: ORDERS[input.sort], sort: input.sort === 'name' ? 'asc' : 'desc', simple: true, per_page: input.limit, page: input.page },
      schema: answer,
    })
    const items = response.data.map((project) => ({
      id: project.id,
      name: project.name,
      fullName: project.path_with_namespace,
      namespace: project.namespace?.full_path ?? project.path_with_namespace.split('/').slice(0, -1).join('/'),
      description: project.description?.trim() || null,
      url: project.web_url,
      defaultBranch: project.default_branch,
      topics: project.topics,
      stars: project.star_count,
      forks: project.forks_count,
      createdAt: project.created_at,
      lastActivityAt: project.last_activity_at,
    }))
    // GitLab counts matches in x-total, and leaves it out when there are more than 10,000.
    const total = response.headers.get('x-total')
    return listAnswer(items, sourceOf(gitlab, response.url), { total: total && /^\d+$/.test(total) ? Number(total) : null })
  },
})
