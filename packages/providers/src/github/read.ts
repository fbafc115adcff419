import { createError, type UpstreamClient, type UpstreamDefinition } from '@svc/core'
import type * as v from 'valibot'
import { github } from './upstream.ts'

/** The handler's `upstream`: GitHub's client is asked for at each read, so the call's quota and cache apply. */
type Upstream = (definition: UpstreamDefinition) => UpstreamClient

export interface GithubRead<S extends v.GenericSchema> {
  schema: S
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** What the 404 means, for the caller (`no repository x/y`). */
  missing: string
  /** Left out: the operation's declared TTL for the path, else the upstream's 5 minutes. */
  cacheTtlMs?: number
  /** The request's `accept`: a 2xx it refuses is a 502, never kept (the check that would otherwise follow a kept answer). */
  accept?: (data: v.InferOutput<S>) => unknown
}

/**
 * GET on GitHub: a 404 is NOT_FOUND with the caller's wording; a 409 (an empty repository) reads as no content. A 204
 * (an empty repository's contributors) has no body: it reads as no content only where `schema` allows null
 * (`v.nullable(...)`), and is otherwise an answer of another shape (a 502), as a 2xx answer is checked first.
 */
export async function readGithub<S extends v.GenericSchema>(upstream: Upstream, path: string, read: GithubRead<S>): Promise<{ data: v.InferOutput<S> | null; url: string }> {
  const response = await upstream(github).json(path, {
    schema: read.schema,
    ...(read.query ? { query: read.query } : {}),
    ...(read.headers ? { headers: read.headers } : {}),
    acceptStatus: [404, 409],
    ...(read.cacheTtlMs !== undefined ? { cacheTtlMs: read.cacheTtlMs } : {}),
    ...(read.accept ? { accept: read.accept as (data: unknown) => unknown } : {}),
  })
  if (response.status === 404) throw createError('NOT_FOUND', `GitHub has no ${read.missing}`)
  if (response.status === 409 || response.status === 204) return { data: null, url: response.url }
  return { data: response.data, url: response.url }
}

/** GET on a public repository's `part` (`/tags`; '' for the repository itself): its 404 says there is no such repository. */
export function readRepository<S extends v.GenericSchema>(upstream: Upstream, repository: { owner: string; repo: string }, part: string, read: Omit<GithubRead<S>, 'missing'> & { missing?: string }) {
  const name = `${repository.owner}/${repository.repo}`
  return readGithub(upstream, `/repos/${name}${part}`, { ...read, missing: read.missing ?? `public repository ${name}` })
}
