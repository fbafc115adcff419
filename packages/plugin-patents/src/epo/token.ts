import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** POST /3.2/auth/accesstoken (client credentials): OPS answers strings, `expires_in` in seconds (1199). */
const tokenAnswer = v.object({ access_token: v.pipe(v.string(), v.minLength(1)), expires_in: v.union([v.string(), v.number()]) })

/** Bearer tokens by token endpoint, kept in this process only (never written to the state store), renewed a minute early. */
const tokens = new Map<string, { token: string; expiresAt: number }>()

/** A valid OPS access token for the operator's app, fetched with its consumer key and secret when none is held. */
export async function opsToken(auth: UpstreamClient, signal: AbortSignal, now = Date.now()): Promise<string> {
  const held = tokens.get(auth.baseUrl)
  if (held && held.expiresAt > now) return held.token
  const { data } = await auth.json('/3.2/auth/accesstoken', {
    method: 'POST',
    body: 'grant_type=client_credentials',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    schema: tokenAnswer,
    coalesce: true,
    signal,
  })
  const seconds = Number(data.expires_in)
  tokens.set(auth.baseUrl, { token: data.access_token, expiresAt: now + Math.max(0, (Number.isFinite(seconds) ? seconds : 0) - 60) * 1000 })
  return data.access_token
}

/** Drops the held token when it is the one OPS refused (a newer one fetched meanwhile is kept). */
export function forgetOpsToken(auth: UpstreamClient, token: string): void {
  if (tokens.get(auth.baseUrl)?.token === token) tokens.delete(auth.baseUrl)
}
