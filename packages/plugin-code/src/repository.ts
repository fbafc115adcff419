import { textOrNull } from '@svc/core'
import * as v from 'valibot'

/** GET /repos/{owner}/{repo}: the members the lookup reads. */
export const repository = v.object({
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

/** GitHub's 404 body. */
export const notFound = v.object({ message: v.string() })

/** The lookup's row: camelCase names, the license and feature flags grouped, absent counts and types as null. */
export function repositoryRow(data: v.InferOutput<typeof repository>) {
  return {
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
  }
}
