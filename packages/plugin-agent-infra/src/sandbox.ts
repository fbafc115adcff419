import { createHash, randomBytes } from 'node:crypto'
import { createError, invalidField, type Caller, type OperationDefinition, type OperationContext, type StateStore } from '@svc/core'

/**
 * Trial sandboxes. Trial callers have no wallet, and many of them can share one address (a NAT, an
 * office, a cloud egress), so an address is no owner: each trial caller gets a sandbox of its own,
 * reached by a secret token. A trial call without `X-svc-Sandbox` opens a new, empty sandbox; its
 * answer carries the token (`sandbox.token`), which later trial calls send back in that header to
 * reach the same objects. A sandbox lives one hour from its opening, and so does everything in it.
 */
export const SANDBOX_HEADER = 'X-svc-Sandbox'
export const SANDBOX_MS = 60 * 60 * 1000

/** `sbx_` and 24 random bytes in base64url: 192 bits, unguessable. */
const TOKEN = /^sbx_[A-Za-z0-9_-]{32}$/

export interface Sandbox {
  /** What the trial caller sends back. */
  token: string
  /** The token's hash: the owner id of the sandbox's objects (the token itself is stored nowhere). */
  id: string
  /** When the sandbox and everything in it end (ms, host clock). */
  expiresAt: number
  /** How long it has left as this call began: the longest any object it creates may live. */
  leftMs: number
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32)
const recordKey = (id: string) => `infra:sandbox:${id}`

/** The sandbox of each trial call, by its caller (a batch's calls share one caller, so one sandbox). */
const opening = new WeakMap<Caller, Promise<Sandbox>>()
const opened = new WeakMap<Caller, Sandbox>()

/** The sandbox named by the request's header, or a new one; a token not issued here (or expired) is a 400 naming the header. */
async function resolveSandbox(state: StateStore, request: Request, now: number): Promise<Sandbox> {
  const token = request.headers.get(SANDBOX_HEADER)
  if (token === null) {
    const fresh = `sbx_${randomBytes(24).toString('base64url')}`
    const sandbox = { token: fresh, id: hashOf(fresh), expiresAt: now + SANDBOX_MS, leftMs: SANDBOX_MS }
    await state.set(recordKey(sandbox.id), { e: sandbox.expiresAt }, { ttlMs: SANDBOX_MS })
    return sandbox
  }
  const unknown = () => invalidField(SANDBOX_HEADER, 'is not a sandbox of this service, or it expired (a sandbox lives one hour): leave the header out to open a new one')
  if (!TOKEN.test(token)) throw unknown()
  const id = hashOf(token)
  const record = await state.get<{ e: number }>(recordKey(id))
  if (!record || record.e <= now) throw unknown()
  return { token, id, expiresAt: record.e, leftMs: record.e - now }
}

/** The sandbox of a trial caller, once its call has opened it (see `sandboxed`). */
export function sandboxOf(caller: Caller): Sandbox {
  const sandbox = opened.get(caller)
  // Never an address instead: that would share one sandbox between every trial caller behind it.
  if (!sandbox) throw createError('INTERNAL', 'a trial call reached agent-infra without its sandbox')
  return sandbox
}

/**
 * An operation whose trial calls run in the caller's sandbox: opened (or found) before the handler,
 * and named in the answer (`sandbox`: token and expiry), so the caller can come back to it.
 */
export function sandboxed(operation: OperationDefinition<any>): OperationDefinition<any> {
  const handler = operation.handler!
  return {
    ...operation,
    handler: async (ctx: OperationContext<unknown>) => {
      if (ctx.caller.kind !== 'trial') return handler(ctx)
      let pending = opening.get(ctx.caller)
      if (!pending) {
        pending = resolveSandbox(ctx.state, ctx.request, ctx.now())
        opening.set(ctx.caller, pending)
      }
      const sandbox = await pending
      opened.set(ctx.caller, sandbox)
      const answer = await handler(ctx)
      return { ...(answer as object), sandbox: { token: sandbox.token, expiresAt: new Date(sandbox.expiresAt).toISOString() } }
    },
  }
}
