import { createError, type OperationContext, type UpstreamRequest } from '@svc/core'
import { epoOps, epoOpsAuth } from '../upstreams/epo-ops.ts'
import { forgetOpsToken, opsToken } from './token.ts'

/** OPS refuses a token it no longer knows (revoked, or the app's credentials changed) with a fault naming the access token. */
const refusedToken = (status: number, body: unknown) => (status === 400 || status === 401) && /access[_ ]?token/i.test(typeof body === 'string' ? body : JSON.stringify(body ?? ''))

/**
 * GET on OPS with the bearer token; a 404 (OPS: no results) is NOT_FOUND when `notFound` names it, else
 * given back (an empty search). A refused token is dropped and the call made once more with a new one.
 */
export async function opsGet(ctx: Pick<OperationContext<unknown>, 'upstream' | 'signal'>, path: string, request: UpstreamRequest & { notFound?: string } = {}) {
  const { notFound, ...rest } = request
  const send = async () => {
    const token = await opsToken(ctx.upstream(epoOpsAuth), ctx.signal)
    const response = await ctx.upstream(epoOps).json<Record<string, unknown>>(path, {
      ...rest,
      headers: { ...rest.headers, authorization: `Bearer ${token}` },
      acceptStatus: [400, 401, 404],
      cacheTtlMs: rest.cacheTtlMs ?? 6 * 3600_000,
      signal: ctx.signal,
    })
    return { token, response }
  }
  let { token, response } = await send()
  if (refusedToken(response.status, response.data)) {
    forgetOpsToken(ctx.upstream(epoOpsAuth), token)
    ;({ response } = await send())
  }
  if (response.status === 400 || response.status === 401) throw createError('UPSTREAM_FAILED', `EPO Open Patent Services answered HTTP ${response.status}`)
  if (response.status === 404 && notFound) throw createError('NOT_FOUND', notFound)
  return response
}
