import { createError, defineOperation, lookupAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { readRepository } from '@svc/providers/github'
import { ref, repository } from '../params.ts'
import { github } from '../upstreams/github.ts'

/** GET /repos/{owner}/{repo}/readme: the preferred README, base64-encoded. */
const answer = v.object({
  name: v.string(),
  path: v.string(),
  sha: v.string(),
  size: v.number(),
  encoding: v.string(),
  content: v.string(),
  html_url: textOrNull,
  download_url: textOrNull,
})

/** What a README longer than this keeps (characters); `truncated` says so. */
const MAX_CHARS = 200_000

export default defineOperation({
  name: 'readme',
  method: 'GET',
  description: 'The README of a GitHub repository (default branch or a given ref) as text: file name, path, size and content.',
  input: v.object({ ...repository, ref: ref('Branch, tag or commit (default the default branch)') }),
  upstreams: [github],
  sources: [{ path: '/repos/{owner}/{repo}/readme', cacheTtl: '30min' }],
  keywords: ['readme of a repo', 'project documentation', 'what does this repo do'],
  example: { params: { owner: 'octocat', repo: 'Hello-World' } },
  async handler({ input, upstream }) {
    const { data, url } = await readRepository(upstream, input, '/readme', {
      schema: answer,
      query: { ref: input.ref },
      missing: `README in ${input.owner}/${input.repo}${input.ref ? ` at ${input.ref}` : ''} (or no such public repository)`,
      // Kept 30 minutes: a README in another encoding is refused before it is kept.
      accept: (readme) => readme.encoding === 'base64' || `the README as ${readme.encoding}, not base64`,
    })
    if (!data) throw createError('NOT_FOUND', `GitHub has no README in ${input.owner}/${input.repo}`)
    if (data.encoding !== 'base64') throw createError('UPSTREAM_FAILED', `GitHub sent the README as ${data.encoding}, not base64`)
    const text = Buffer.from(data.content, 'base64').toString('utf8')
    return lookupAnswer({
      name: data.name,
      path: data.path,
      sha: data.sha,
      size: data.size,
      content: text.slice(0, MAX_CHARS),
      truncated: text.length > MAX_CHARS,
      url: data.html_url,
      downloadUrl: data.download_url,
    }, sourceOf(github, url))
  },
})
