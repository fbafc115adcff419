import { randomBytes } from 'node:crypto'
import { createError } from './errors.ts'
import type { StateStore } from './state/types.ts'
import { clientNetwork } from './client-network.ts'

/** The host's trial settings (`config.trial`). */
export interface TrialSettings {
  windowSeconds: number
  /** IPv6 callers are counted by this prefix of their address (64: one trial per /64). */
  ipv6PrefixLength: number
}

export interface TrialClaim {
  /** Gives the trial back after a failed call, so a failure never uses it up. */
  release(): Promise<void>
}

/**
 * Claims one free call per operation per caller network per window, atomically: of many
 * concurrent claims exactly one succeeds (set-if-absent on the shared state).
 * Several ids (a batch and its sub-calls) are claimed all or none.
 */
export async function claimTrial(state: StateStore, operationIds: readonly string[], address: string, trial: TrialSettings): Promise<TrialClaim> {
  const { windowSeconds } = trial
  const caller = clientNetwork(address, trial.ipv6PrefixLength)
  const claimed: Array<{ key: string; token: string }> = []
  const release = async () => {
    await Promise.all(claimed.map(({ key, token }) => state.deleteIfEquals(key, token)))
  }
  if (operationIds.length > 1) refuseRepeats(operationIds)
  for (const id of operationIds) {
    const key = `trial:${id}:${caller}`
    const token = `${Date.now() + windowSeconds * 1000}:${claimToken()}`
    // A state error part-way is a failed call too: the trials claimed so far are given back.
    const taken = await state.setIfAbsent(key, token, { ttlMs: windowSeconds * 1000 }).catch(async (error: unknown) => {
      await release().catch(() => {})
      throw error
    })
    if (taken) {
      claimed.push({ key, token })
      continue
    }
    await release()
    // When the trial opens again is when the claim holding it ends, as it wrote: the same on every refusal.
    const held = Number((await state.get<string>(key))?.split(':')[0])
    const opensAt = Number.isFinite(held) ? held : Date.now()
    const retryAfter = Math.max(1, Math.ceil((opensAt - Date.now()) / 1000))
    const nextAt = new Date(opensAt).toISOString()
    throw createError('TRIAL_EXHAUSTED', `The free trial of ${id} was used in the last ${Math.round(windowSeconds / 60)} minutes; the next one opens at ${nextAt} (in ${retryAfter} s). Pay with x402 to call it now.`, {
      details: { endpoint: id, retryAfter, nextTrialAt: nextAt },
      headers: { 'retry-after': String(retryAfter) },
    })
  }
  return { release }
}

/**
 * What makes a claim this host's own, so a release removes only its own claim: random per process
 * (hosts share the state), then counted (Math.random().toString(36) per claim costs more than the claim).
 */
const processToken = randomBytes(9).toString('base64url')
let claims = 0
const claimToken = () => `${processToken}${(claims++).toString(36)}`

/** `trial=1` in the query (parsed once by the pipeline) or `X-Svc-Trial: 1`. */
export function isTrialRequest(request: Request, query: URLSearchParams | undefined): boolean {
  return query?.get('trial') === '1' || request.headers.get('x-svc-trial') === '1'
}

/** A trial is one call per operation: a trial batch naming an operation twice would run it free twice. */
function refuseRepeats(operationIds: readonly string[]): void {
  const seen = new Set<string>()
  for (const id of operationIds) {
    if (seen.has(id)) {
      throw createError('TRIAL_EXHAUSTED', `A trial is one call per operation, and this batch calls ${id} more than once; pay with x402 to run it, or keep one call of ${id}.`, {
        details: { endpoint: id },
      })
    }
    seen.add(id)
  }
}
