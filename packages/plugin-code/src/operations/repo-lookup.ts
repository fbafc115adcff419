import { createError, defineOperation, invalidField, lookupAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { github } from '@svc/providers/github'

const repository = v.object({
  id: v.number(),
  name: v.string(),
  full_name: v.string(),
  owner: v.object({ login: v.string(), type: v.optional(v.string()) }),
  html_url: v.string(),
  description: textOrNull,
  homepage: textOrNull,
  fork: v.boolean(),
  archived: v.optional(v.boolean(), false),
  disabled: v.optional(v.boolean(), false),
  is_template: v.optional(v.boolean(), false),
  private: v.boolean(),
  visibility: v.optional(v.string()),
  default_branch: v.string(),
  language: textOrNull,
  topics: v.optional(v.array(v.string()), []),
  license: v.nullish(v.object({ key: v.string(), name: v.string(), spdx_id: textOrNull }), null),
  stargazers_count: v.number(),
  forks_count: v.number(),
  open_issues_count: v.number(),
  subscribers_count: v.optional(v.number()),
  size: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  pushed_at: textOrNull,
  has_issues: v.boolean(),
  has_projects: v.boolean(),
  has_wiki: v.boolean(),
  has_pages: v.boolean(),
  has_discussions: v.optional(v.boolean(), false),
  allow_forking: v.optional(v.boolean()),
})
const notFound = v.object({ message: v.string() })

export default defineOperation({
  name: 'repo-lookup',
  method: 'GET',
  description: 'Looks up a GitHub repository: names, description, default branch, language, topics, license, stars, forks, open issues, size, timestamps, visibility and feature flags.',
  input: v.object({
    repo: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(140),
      v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, 'must be owner/name, e.g. nodejs/node'),
      v.description('Repository as owner/name'),
    ),
  }),
  upstreams: [github],
  keywords: ['github repository', 'repo stars', 'open source project', 'git repo info'],
  // A path that names no repository can only fail: the 400 comes before any 402.
  check: (input) => {
    const name = input.repo.split('/')[1]
    if (name === '.' || name === '..') throw invalidField('repo', 'must be owner/name, e.g. nodejs/node')
  },
  async handler({ input, upstream }) {
    const [owner, name] = input.repo.split('/') as [string, string]
    const response = await upstream(github).json(`/repos/${owner}/${name}`, { schema: v.union([repository, notFound]), acceptStatus: [404], cacheTtlMs: 10 * 60_000 })
    const data = response.data
    if (!('id' in data)) throw createError('NOT_FOUND', `GitHub has no public repository ${input.repo}`)
    return lookupAnswer({
      id: data.id,
      name: data.name,
      fullName: data.full_name,
      owner: data.owner.login,
      ownerType: data.owner.type ?? null,
      url: data.html_url,
      description: data.description,
      homepage: data.homepage || null,
      defaultBranch: data.default_branch,
      language: data.language,
      topics: data.topics,
      license: data.license ? { key: data.license.key, name: data.license.name, spdxId: data.license.spdx_id } : null,
      stars: data.stargazers_count,
      forks: data.forks_count,
      openIssues: data.open_issues_count,
      watchers: data.subscribers_count ?? null,
      sizeKb: data.size,
      createdAt: data.created_at,
      updatedAt: data.updated_at,
      pushedAt: data.pushed_at,
      visibility: data.visibility ?? (data.private ? 'private' : 'public'),
      fork: data.fork,
      archived: data.archived,
      disabled: data.disabled,
      isTemplate: data.is_template,
      features: { issues: data.has_issues, projects: data.has_projects, wiki: data.has_wiki, pages: data.has_pages, discussions: data.has_discussions, forking: data.allow_forking ?? null },
    }, sourceOf(github, response.url))
  },
})
