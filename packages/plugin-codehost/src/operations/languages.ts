import { createError, defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { readRepository } from '@svc/providers/github'
import { repository } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /repos/{owner}/{repo}/languages: bytes of code per language. */
const answer = v.record(v.string(), v.number())

export default defineOperation({
  name: 'languages',
  method: 'GET',
  description: 'Programming languages of a GitHub repository by bytes of code, with each one\'s share in percent, largest first.',
  input: v.object(repository),
  upstreams: [github],
  sources: [{ path: '/repos/{owner}/{repo}/languages', cacheTtl: '1h' }],
  keywords: ['what language is this repo written in', 'language breakdown', 'tech stack of a repository'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  async handler({ input, upstream }) {
    const { data, url } = await readRepository(upstream, input, '/languages', { schema: answer })
    if (!data) throw createError('NOT_FOUND', `GitHub has no public repository ${input.owner}/${input.repo}`)
    const total = Object.values(data).reduce((sum, bytes) => sum + bytes, 0)
    const items = Object.entries(data)
      .sort((a, b) => b[1] - a[1])
      .map(([language, bytes]) => ({ language, bytes, percent: total ? Math.round((bytes / total) * 10_000) / 100 : 0 }))
    return listAnswer(items, sourceOf(github, url))
  },
})
