import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { readRepository, repositoryDetailRow, repositoryDetailSchema } from '@svc/providers/github'
import { repository } from '../params.ts'
import { github } from '../upstreams/github.ts'

export default defineOperation({
  name: 'repo',
  method: 'GET',
  description: 'Source code repository details on GitHub: description, homepage, language, topics, license, stars, forks, open issues, watchers, size, default branch, fork parent, visibility, flags and dates.',
  input: v.object(repository),
  upstreams: [github],
  sources: [{ path: '/repos/{owner}/{repo}', cacheTtl: '10min' }],
  keywords: ['github repo details', 'repository stars and forks', 'repo license'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  async handler({ input, upstream }) {
    const { data: row, url } = await readRepository(upstream, input, '', { schema: repositoryDetailSchema })
    if (!row) throw createError('NOT_FOUND', `GitHub has no public repository ${input.owner}/${input.repo}`)
    return lookupAnswer({
      ...repositoryDetailRow(row),
      parent: row.parent?.full_name ?? null,
      features: { issues: row.has_issues, wiki: row.has_wiki, pages: row.has_pages, discussions: row.has_discussions },
    }, sourceOf(github, url))
  },
})
