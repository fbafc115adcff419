import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { readGithub, repositoryRow, repositorySchema } from '@svc/providers/github'
import { limit, owner, page } from '../params.ts'
import { github } from '../upstreams/github.ts'

export default defineOperation({
  name: 'repos',
  method: 'GET',
  description: 'Public repositories of a GitHub user or organization: name, description, language, topics, license, stars, forks, default branch, fork and archived flags, dates; by type and sort order.',
  input: v.object({
    owner,
    type: v.optional(v.pipe(v.picklist(['all', 'owner', 'member']), v.description('owner (default: those it owns), member or all')), 'owner'),
    sort: v.optional(v.pipe(v.picklist(['pushed', 'updated', 'created', 'name']), v.description('pushed (default, most recent first), updated, created or name')), 'pushed'),
    limit,
    page,
  }),
  upstreams: [github],
  sources: [{ path: '/users/{owner}/repos' }],
  keywords: ['repositories of a user', 'projects of an organization', 'list github repos'],
  example: { params: { owner: 'octocat', limit: 3 } },
  async handler({ input, upstream }) {
    const { data, url } = await readGithub(upstream, `/users/${input.owner}/repos`, {
      schema: v.array(repositorySchema),
      query: { type: input.type, sort: input.sort === 'name' ? 'full_name' : input.sort, direction: input.sort === 'name' ? 'asc' : 'desc', per_page: input.limit, page: input.page },
      missing: `user or organization ${input.owner}`,
    })
    return listAnswer((data ?? []).map(repositoryRow), sourceOf(github, url), { total: null })
  },
})
