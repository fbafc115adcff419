import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { readRepository } from '@svc/providers/github'
import { limit, page, repository } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /repos/{owner}/{repo}/tags: newest first as git sorts them. */
const answer = v.array(v.object({ name: v.string(), commit: v.object({ sha: v.string() }), zipball_url: v.optional(v.string()), tarball_url: v.optional(v.string()) }))

export default defineOperation({
  name: 'tags',
  method: 'GET',
  description: 'Tags of a GitHub repository: name, commit and source archive links.',
  input: v.object({ ...repository, limit, page }),
  upstreams: [github],
  keywords: ['git tags', 'repository versions tagged'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  async handler({ input, upstream }) {
    const { data, url } = await readRepository(upstream, input, '/tags', {
      schema: answer,
      query: { per_page: input.limit, page: input.page },
    })
    const items = (data ?? []).map((tag) => ({ name: tag.name, sha: tag.commit.sha, zipball: tag.zipball_url ?? null, tarball: tag.tarball_url ?? null }))
    return listAnswer(items, sourceOf(github, url), { total: null })
  },
})
