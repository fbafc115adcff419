import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { readRepository, repositoryRow, repositorySchema } from '../github.ts'
import { repository } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /repos/{owner}/{repo}: the list members plus size, watchers, visibility and feature flags. */
const detail = v.object({
  ...repositorySchema.entries,
  subscribers_count: v.optional(v.number()),
  size: v.number(),
  visibility: v.optional(v.string()),
  is_template: v.optional(v.boolean(), false),
  has_issues: v.optional(v.boolean(), false),
  has_wiki: v.optional(v.boolean(), false),
  has_pages: v.optional(v.boolean(), false),
  has_discussions: v.optional(v.boolean(), false),
  parent: v.optional(v.object({ full_name: v.string() })),
})

export default defineOperation({
  name: 'repo',
  method: 'GET',
  description: 'Source code repository details on GitHub: description, homepage, language, topics, license, stars, forks, open issues, watchers, size, default branch, fork parent, visibility, flags and dates.',
  input: v.object(repository),
  upstreams: [github],
  keywords: ['github repo details', 'repository stars and forks', 'repo license'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  async handler({ input, upstream }) {
    const { data, url } = await readRepository(upstream, input, '', { schema: detail, cacheTtlMs: 10 * 60_000 })
    if (!data) throw createError('NOT_FOUND', `GitHub has no public repository ${input.owner}/${input.repo}`)
    const row = data
    return lookupAnswer({
      ...repositoryRow(row),
      ownerType: row.owner.type ?? null,
      watchers: row.subscribers_count ?? null,
      sizeKb: row.size,
      visibility: row.visibility ?? (row.private ? 'private' : 'public'),
      isTemplate: row.is_template,
      parent: row.parent?.full_name ?? null,
      features: { issues: row.has_issues, wiki: row.has_wiki, pages: row.has_pages, discussions: row.has_discussions },
    }, sourceOf(github, url))
  },
})
