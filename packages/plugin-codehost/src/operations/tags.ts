import * as v from 'valibot'
import { repositoryList } from '../repository-list.ts'
import { limit, page, repository } from '../params.ts'

/** GET /repos/{owner}/{repo}/tags: newest first as git sorts them. */
const answer = v.array(v.object({ name: v.string(), commit: v.object({ sha: v.string() }), zipball_url: v.optional(v.string()), tarball_url: v.optional(v.string()) }))

export default repositoryList({
  name: 'tags',
  description: 'Tags of a GitHub repository: name, commit and source archive links.',
  input: v.object({ ...repository, limit, page }),
  keywords: ['git tags', 'repository versions tagged'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  part: '/tags',
  schema: answer,
  read: (input) => ({
    query: { per_page: input.limit, page: input.page },
  }),
  items: (rows) => rows.map((tag) => ({ name: tag.name, sha: tag.commit.sha, zipball: tag.zipball_url ?? null, tarball: tag.tarball_url ?? null })),
})
