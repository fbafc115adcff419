import { createHash } from 'node:crypto'
import { createError, type Caller } from '@svc/core'
import { sandboxOf } from './sandbox.ts'

/**
 * Who owns what a call creates or reads. Every key of this plugin starts with the owner's
 * keyspace, so one owner's objects are unreachable (and unguessable) from another's.
 */
export interface Owner {
  /** `evm:<lowercase address>`, `sol:<address>`, `sbx:<trial sandbox id>` or `free:<client address>`. */
  id: string
  /** Longest time to live of anything this owner creates; undefined = no cap. */
  maxTtlMs?: number
}

/**
 * Paid calls belong to the verified payer wallet (one EVM key is one owner on every
 * EVM chain), and so do identity-only reads by a wallet signed in with sign-in-with-x. Trial calls belong to the caller's sandbox (sandbox.ts: one per trial caller,
 * reached by its token, never by address), whose objects end with it within the hour. Free
 * calls (an operator priced the operation at 0) are scoped by client address.
 */
export function ownerOf(caller: Caller): Owner {
  // A wallet signed in (identity-only reads, nothing paid) owns what it paid to create.
  const payer = caller.payer
  if (payer) return payer.network.startsWith('solana:') ? { id: `sol:${payer.address}` } : { id: `evm:${payer.address.toLowerCase()}` }
  if (caller.kind === 'paid') throw createError('PAYMENT_INVALID', 'This operation needs a verified payer wallet')
  if (caller.kind === 'trial') {
    const sandbox = sandboxOf(caller)
    return { id: `sbx:${sandbox.id}`, maxTtlMs: sandbox.leftMs }
  }
  return { id: `free:${caller.ip}` }
}

/**
 * The key prefix of one owner's objects of one kind. The owner id is hashed to a fixed
 * width: ids contain ':' (IPv6 addresses), and a raw id could be a prefix of another's.
 */
export function keyspace(owner: Owner, kind: string): string {
  return `infra:${kind}:${ownerHash(owner)}:`
}

/** Hashes of recent owners: every call hashes its owner, often several times. */
const hashes = new Map<string, string>()
const HASHES_MAX = 10_000

/** The owner's id hashed to a fixed width: what records reachable by id alone (topics) store as their owner. */
export function ownerHash(owner: Owner): string {
  let hash = hashes.get(owner.id)
  if (hash === undefined) {
    hash = createHash('sha256').update(owner.id).digest('hex').slice(0, 32)
    if (hashes.size >= HASHES_MAX) hashes.clear()
    hashes.set(owner.id, hash)
  }
  return hash
}

/** A TTL in ms within the owner's cap: the requested one, or the cap when none or longer. */
export function cappedTtlMs(owner: Owner, requestedMs: number | undefined): number | undefined {
  if (owner.maxTtlMs === undefined) return requestedMs
  return requestedMs === undefined ? owner.maxTtlMs : Math.min(requestedMs, owner.maxTtlMs)
}

/** When something living `ttlMs` from `now` (the host's clock) expires, as ISO 8601; null when it never does. */
export const expiresAt = (ttlMs: number | undefined, now: number) => (ttlMs === undefined ? null : new Date(now + ttlMs).toISOString())
