import { createError, type OperationContext, type UpstreamRequest } from '@svc/core'
import { epoOps, epoOpsAuth } from '../upstreams/epo-ops.ts'
import { opsToken } from './token.ts'

/** GET on OPS with the bearer token; a 404 (OPS: no results) is NOT_FOUND unless `empty` says it is an empty answer. */
export async function opsGet(ctx: Pick<OperationContext<unknown>, 'upstream' | 'signal'>, path: string, request: UpstreamRequest & { notFound?: string } = {}) {
  const token = await opsToken(ctx.upstream(epoOpsAuth), ctx.signal)
  const { notFound, ...rest } = request
  const response = await ctx.upstream(epoOps).json<Record<string, unknown>>(path, {
    ...rest,
    headers: { ...rest.headers, authorization: `Bearer ${token}` },
    acceptStatus: [404],
    cacheTtlMs: rest.cacheTtlMs ?? 6 * 3600_000,
    signal: ctx.signal,
  })
  if (response.status === 404 && notFound) throw createError('NOT_FOUND', notFound)
  return response
}
