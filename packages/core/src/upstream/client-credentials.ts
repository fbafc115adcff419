import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { upstreamEnvName } from '../config.ts'
import { untilAborted } from './flight.ts'
import { sendGuarded, type GuardedRequest, type Guards } from './guarded.ts'
import { buildOutgoing, type Outgoing, secretsOf } from './outgoing.ts'
import { UpstreamError, type RawAnswer } from './transport.ts'
import type { ClientCredentialsKeySpec, UpstreamDefinition } from './types.ts'

/** RFC 6749 section 5.1; `expires_in` is seconds, which some providers (EPO OPS) write as a string. */
const tokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])),
})

interface HeldToken {
  token: string
  /** Past this (the provider's expiry less a margin) a new token is asked for. */
  renewAt: number
}

/**
 * Tokens by token URL and credentials, in this process only (never in the state store: a token is a
 * secret). Hosts of one process calling with one client share its token, as its calls share one client.
 */
const held = new Map<string, HeldToken>()
const asking = new Map<string, Promise<HeldToken>>()

/** The id and secret of a `<client id>:<client secret>` key (split at the first colon), or undefined. */
export function splitCredentials(key: string): { id: string; secret: string } | undefined {
  const colon = key.indexOf(':')
  if (colon < 1 || colon === key.length - 1) return undefined
  return { id: key.slice(0, colon), secret: key.slice(colon + 1) }
}

/**
 * The send of a client-credentials provider: each request leaves with the bearer token held (asked for
 * when none is valid, once for all concurrent calls), and is sent once more with a new token when the
 * provider refuses the one it carried.
 */
export function bearerSender(definition: UpstreamDefinition, spec: ClientCredentialsKeySpec, guards: Guards, settings: { baseUrl: string; key: string; timeoutMs: number }) {
  const slot = createHash('sha256').update(`${settings.baseUrl}${spec.tokenPath}\n${settings.key}`).digest('base64url')
  const refused = spec.refused ?? ((status: number) => status === 401)

  async function current(signal: AbortSignal | undefined): Promise<string> {
    const token = held.get(slot)
    if (token && guards.now() < token.renewAt) return token.token
    let pending = asking.get(slot)
    if (!pending) {
      pending = askToken().finally(() => asking.delete(slot))
      asking.set(slot, pending)
    }
    // A caller leaving does not cancel the token request the others wait for.
    return (await untilAborted(pending, signal, () => new UpstreamError('UPSTREAM_FAILED', `The call to ${definition.name} was cancelled`, undefined, undefined))).token
  }

  async function askToken(): Promise<HeldToken> {
    const credentials = splitCredentials(settings.key)!
    const form = new URLSearchParams({ grant_type: 'client_credentials' })
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }
    if (spec.send === 'basic') {
      headers.authorization = `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`
    } else {
      form.set('client_id', credentials.id)
      form.set('client_secret', credentials.secret)
    }
    // A token endpoint echoing the secret (in an error's description) does not pass it on: it is redacted as a key is.
    const outgoing = { ...buildOutgoing('json', settings.baseUrl, spec.tokenPath, { method: 'POST', headers, body: form.toString() }, definition, undefined), secrets: secretsOf(settings.key, credentials.secret) }
    // The grant may be asked again (it only issues a token), so provider failures are retried; no caller's signal: it is shared.
    const answer = await sendGuarded(guards, outgoing, { retry: true, timeoutMs: settings.timeoutMs, acceptStatus: [400, 401, 403] })
    if (answer.status >= 400) {
      const excerpt = JSON.stringify(answer.data ?? '').slice(0, 200)
      throw new UpstreamError('UPSTREAM_FAILED', `${definition.name} refused this host's client credentials (HTTP ${answer.status}): check ${upstreamEnvName(definition.id, 'KEY')}`, answer.status, excerpt, { details: { upstreamStatus: answer.status } })
    }
    const parsed = v.safeParse(tokenAnswer, answer.data)
    if (!parsed.success) throw new UpstreamError('UPSTREAM_FAILED', `${definition.name} sent a token answer without an access_token`, answer.status, undefined)
    const lifetimeMs = parsed.output.expires_in === undefined ? Number.POSITIVE_INFINITY : Math.max(0, parsed.output.expires_in * 1000)
    // Renewed a minute early (a tenth of a short lifetime), so a token never expires on its way; without an expiry, kept until refused.
    const token = { token: parsed.output.access_token, renewAt: answer.receivedAt + lifetimeMs - Math.min(60_000, lifetimeMs / 10) }
    held.set(slot, token)
    return token
  }

  /** Drops the token the provider refused, unless a newer one was fetched meanwhile. */
  function forget(token: string): void {
    if (held.get(slot)?.token === token) held.delete(slot)
  }
  const withBearer = (outgoing: Outgoing, token: string): Outgoing => ({ ...outgoing, headers: { ...outgoing.headers, authorization: `Bearer ${token}` } })

  return async function send(outgoing: Outgoing, request: GuardedRequest): Promise<RawAnswer> {
    const token = await current(request.signal)
    try {
      const answer = await sendGuarded(guards, withBearer(outgoing, token), request)
      if (answer.status < 400 || !refused(answer.status, textOf(answer.data))) return answer
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.upstreamStatus === undefined || !refused(error.upstreamStatus, error.upstreamBody ?? '')) throw error
    }
    forget(token)
    return sendGuarded(guards, withBearer(outgoing, await current(request.signal)), request)
  }
}

function textOf(data: unknown): string {
  if (typeof data === 'string') return data
  if (data instanceof Uint8Array) return new TextDecoder().decode(data)
  return JSON.stringify(data ?? '')
}
