import { createError, type UpstreamClient, type UpstreamDefinition, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { github } from './upstreams/github.ts'

type Upstream = (definition: UpstreamDefinition) => UpstreamClient

interface Read<S extends v.GenericSchema> {
  schema: S
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** What the 404 means, for the caller (`no repository x/y`). */
  missing: string
  cacheTtlMs?: number
}

/** GET on GitHub: a 404 is NOT_FOUND with the caller's wording; a 409 (an empty repository) reads as no content. */
export async function readGithub<S extends v.GenericSchema>(upstream: Upstream, path: string, read: Read<S>): Promise<{ data: v.InferOutput<S> | null; url: string }> {
  const response = await upstream(github).json(path, {
    schema: read.schema,
    ...(read.query ? { query: read.query } : {}),
    ...(read.headers ? { headers: read.headers } : {}),
    acceptStatus: [404, 409],
    cacheTtlMs: read.cacheTtlMs ?? 5 * 60_000,
  })
  if (response.status === 404) throw createError('NOT_FOUND', `GitHub has no ${read.missing}`)
  if (response.status === 409 || response.status === 204) return { data: null, url: response.url }
  return { data: response.data, url: response.url }
}

/** GET on a public repository's `part` (`/tags`; '' for the repository itself): its 404 says there is no such repository. */
export function readRepository<S extends v.GenericSchema>(upstream: Upstream, repository: { owner: string; repo: string }, part: string, read: Omit<Read<S>, 'missing'> & { missing?: string }) {
  const name = `${repository.owner}/${repository.repo}`
  return readGithub(upstream, `/repos/${name}${part}`, { ...read, missing: read.missing ?? `public repository ${name}` })
}

/** The repository members the list and detail answers read. */
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
  license: v.nullish(v.object({ key: v.string(), name: v.string(), spdx_id: textOrNull }), null),
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

export const login = v.nullish(v.object({ login: v.string() }), null)
export const labelsSchema = v.optional(v.array(v.union([v.string(), v.object({ name: v.string() })])), [])
export const labelNames = (labels: v.InferOutput<typeof labelsSchema>) => labels.map((label) => (typeof label === 'string' ? label : label.name))
