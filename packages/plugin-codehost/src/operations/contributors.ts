import * as v from 'valibot'
import { repositoryList } from '../repository-list.ts'
import { limit, page, repository } from '../params.ts'

/** GET /repos/{owner}/{repo}/contributors: by commit count, descending; 204 for an empty repository. */
const answer = v.nullable(v.array(v.object({
  login: v.optional(v.string()),
  id: v.optional(v.number()),
  type: v.string(),
  html_url: v.optional(v.string()),
  name: v.optional(v.string()),
  email: v.optional(v.string()),
  contributions: v.number(),
})))

export default repositoryList({
  name: 'contributors',
  description: 'Contributors of a GitHub repository ranked by commit count: login, profile link, type and contributions (optionally anonymous contributors by name).',
  input: v.object({ ...repository, anonymous: v.optional(v.pipe(v.boolean(), v.description('Include contributors without a GitHub account')), false), limit, page }),
  keywords: ['who contributes to', 'top contributors', 'maintainers of a repo'],
  example: { params: { owner: 'octocat', repo: 'Hello-World', limit: 3 } },
  part: '/contributors',
  cacheTtl: '30min',
  schema: answer,
  read: (input) => ({
    query: { anon: input.anonymous ? 1 : undefined, per_page: input.limit, page: input.page },
  }),
  items: (rows, input) => rows.map((entry, index) => ({
    rank: (input.page - 1) * input.limit + index + 1,
    login: entry.login ?? null,
    name: entry.name ?? null,
    type: entry.type,
    url: entry.html_url ?? null,
    contributions: entry.contributions,
  })),
})
