import * as v from 'valibot'
import { repositoryList } from '../repository-list.ts'
import { limit, page, repository } from '../params.ts'

/** GET /repos/{owner}/{repo}/branches. */
const answer = v.array(v.object({ name: v.string(), commit: v.object({ sha: v.string() }), protected: v.optional(v.boolean(), false) }))

export default repositoryList({
  name: 'branches',
  description: 'Branches of a GitHub repository: name, head commit and whether it is protected.',
  input: v.object({ ...repository, protected: v.optional(v.pipe(v.boolean(), v.description('Only protected (true) or unprotected (false) branches'))), limit, page }),
  keywords: ['list git branches', 'repository branches'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  part: '/branches',
  schema: answer,
  read: (input) => ({
    query: { protected: input.protected, per_page: input.limit, page: input.page },
  }),
  items: (rows) => rows.map((branch) => ({ name: branch.name, sha: branch.commit.sha, protected: branch.protected })),
})
