import { textOrNull } from '@svc/core'
import * as v from 'valibot'

const license = v.nullish(v.object({ key: v.string(), name: v.string(), spdx_id: textOrNull }), null)

/** A repository as GitHub's lists and searches give it (`/users/{owner}/repos`, `/search/repositories`): the members read. */
export const repositorySchema = v.object({
  id: v.number(),
  name: v.string(),
  full_name: v.string(),
  owner: v.object({ login: v.string(), type: v.optional(v.string()) }),
  html_url: v.string(),
  description: textOrNull,
  homepage: textOrNull,
  language: textOrNull,
  topics: v.optional(v.array(v.string()), []),
  license,
  stargazers_count: v.number(),
  forks_count: v.number(),
  open_issues_count: v.number(),
  default_branch: v.optional(v.string()),
  fork: v.boolean(),
  archived: v.optional(v.boolean(), false),
  private: v.optional(v.boolean(), false),
  created_at: textOrNull,
  updated_at: textOrNull,
  pushed_at: textOrNull,
})

/** `GET /repos/{owner}/{repo}`: the list members plus size, watchers, visibility, the fork's parent and the feature flags. */
export const repositoryDetailSchema = v.object({
  ...repositorySchema.entries,
  subscribers_count: v.optional(v.number()),
  size: v.number(),
  visibility: v.optional(v.string()),
  disabled: v.optional(v.boolean(), false),
  is_template: v.optional(v.boolean(), false),
  has_issues: v.optional(v.boolean(), false),
  has_projects: v.optional(v.boolean(), false),
  has_wiki: v.optional(v.boolean(), false),
  has_pages: v.optional(v.boolean(), false),
  has_discussions: v.optional(v.boolean(), false),
  allow_forking: v.optional(v.boolean()),
  parent: v.optional(v.object({ full_name: v.string() })),
})

/** A repository's license in full: its key, name and SPDX id (`NOASSERTION` for a license GitHub could not name). */
export const repositoryLicense = (value: v.InferOutput<typeof license>) => (value ? { key: value.key, name: value.name, spdxId: value.spdx_id } : null)

/** A repository row: camelCase names, the license as its SPDX id (else its name), absent members null. */
export function repositoryRow(row: v.InferOutput<typeof repositorySchema>) {
  return {
    id: row.id,
    name: row.name,
    fullName: row.full_name,
    owner: row.owner.login,
    description: row.description,
    url: row.html_url,
    homepage: row.homepage || null,
    language: row.language,
    topics: row.topics,
    license: row.license?.spdx_id && row.license.spdx_id !== 'NOASSERTION' ? row.license.spdx_id : (row.license?.name ?? null),
    stars: row.stargazers_count,
    forks: row.forks_count,
    openIssues: row.open_issues_count,
    defaultBranch: row.default_branch ?? null,
    fork: row.fork,
    archived: row.archived,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    pushedAt: row.pushed_at,
  }
}

/** The row of one repository looked up: `repositoryRow` plus the owner's type, watchers, size, visibility and the template flag. */
export function repositoryDetailRow(row: v.InferOutput<typeof repositoryDetailSchema>) {
  return {
    ...repositoryRow(row),
    ownerType: row.owner.type ?? null,
    watchers: row.subscribers_count ?? null,
    sizeKb: row.size,
    visibility: row.visibility ?? (row.private ? 'private' : 'public'),
    isTemplate: row.is_template,
  }
}
