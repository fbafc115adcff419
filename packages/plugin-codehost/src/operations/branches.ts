import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { readRepository } from '@svc/providers/github'
import { limit, page, repository } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /repos/{owner}/{repo}/branches. */
const answer = v.array(v.object({ name: v.string(), commit: v.object({ sha: v.string() }), protected: v.optional(v.boolean(), false) }))

export default defineOperation({
  name: 'branches',
  method: 'GET',
  description: 'Branches of a GitHub repository: name, head commit and whether it is protected.',
  input: v.object({ ...repository, protected: v.optional(v.pipe(v.boolean(), v.description('Only protected (true) or unprotected (false) branches'))), limit, page }),
  upstreams: [github],
  keywords: ['list git branches', 'repository branches'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  async handler({ input, upstream }) {
    const { data, url } = await readRepository(upstream, input, '/branches', {
      schema: answer,
      query: { protected: input.protected, per_page: input.limit, page: input.page },
    })
    const items = (data ?? []).map((branch) => ({ name: branch.name, sha: branch.commit.sha, protected: branch.protected }))
    return listAnswer(items, sourceOf(github, url), { total: null })
  },
})
