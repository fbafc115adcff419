import { createError, type OperationContext, type UpstreamRequest } from '@svc/core'
import { epoOps } from '../upstreams/epo-ops.ts'

/**
 * GET on OPS (core adds the bearer token, and renews it once when OPS refuses it), cached as the operation declares; a 404
 * (OPS: no results) is NOT_FOUND when `notFound` names it, else given back (an empty search).
 */
export async function opsGet(ctx: Pick<OperationContext<unknown>, 'upstream'>, path: string, request: UpstreamRequest & { notFound?: string } = {}) {
  const { notFound, ...rest } = request
  const response = await ctx.upstream(epoOps).json<Record<string, unknown>>(path, {
    ...rest,
    acceptStatus: [404],
  })
  if (response.status === 404 && notFound) throw createError('NOT_FOUND', notFound)
  return response
}
