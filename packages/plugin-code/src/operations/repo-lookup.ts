import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { github, readRepository, repositoryDetailRow, repositoryDetailSchema, repositoryLicense } from '@svc/providers/github'

/**
 * The shared detail shape, with the feature flags this lookup answers required: the shared shape reads an absent
 * flag as false, which here would answer a flag GitHub never sent. An answer without them is of another shape.
 */
const lookedUp = v.object({
  ...repositoryDetailSchema.entries,
  has_issues: v.boolean(),
  has_projects: v.boolean(),
  has_wiki: v.boolean(),
  has_pages: v.boolean(),
})

export default defineOperation({
  name: 'repo-lookup',
  sources: [{ path: '/repos/{owner}/{repo}', cacheTtl: '10min' }],
  method: 'GET',
  description: 'Looks up a GitHub repository: names, description, default branch, language, topics, license, stars, forks, open issues, size, timestamps, visibility and feature flags.',
  input: v.object({
    repo: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(140),
      v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/, 'must be owner/name, e.g. nodejs/node'),
      v.description('Repository as owner/name'),
    ),
  }),
  upstreams: [github],
  keywords: ['github repository', 'repo stars', 'open source project', 'git repo info'],
  async handler({ input, upstream }) {
    const [owner, repo] = input.repo.split('/') as [string, string]
    const { data, url } = await readRepository(upstream, { owner, repo }, '', { schema: lookedUp })
    if (!data) throw createError('NOT_FOUND', `GitHub has no public repository ${input.repo}`)
    // This lookup answers the license in full and every feature flag GitHub sends.
    return lookupAnswer({
      ...repositoryDetailRow(data),
      license: repositoryLicense(data.license),
      disabled: data.disabled,
      features: { issues: data.has_issues, projects: data.has_projects, wiki: data.has_wiki, pages: data.has_pages, discussions: data.has_discussions, forking: data.allow_forking ?? null },
    }, sourceOf(github, url))
  },
})
