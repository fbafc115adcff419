import type { StateStore } from '../state/types.ts'

export type ReservationState = 'reserved' | 'pending' | 'settled'

export interface ReservationRecord {
  state: ReservationState
  /** When the state was entered (ms since epoch). */
  at: number
  /** Which request owns it: only the owner may release or record it. */
  owner: string
  transaction?: string
}

/** A payment held by one request, until it is settled, left pending, or given back. */
export interface Reservation {
  key: string
  /** The request that owns it. */
  owner?: string
  /** Gives the payment back (the call failed), only if it is still ours and unsettled. */
  release(): Promise<void>
  /** Records the outcome, kept until `keepUntil` so the payment is never taken again while it could still move. */
  mark(state: 'pending' | 'settled', transaction?: string): Promise<void>
}

/** The reservation a request owned, taken up again by a host resolving its settlement later. */
export function resumeReservation(state: StateStore, key: string, owner: string, keepUntil: number): Reservation {
  const ttl = () => ({ ttlMs: Math.max(1000, Math.ceil(keepUntil - Date.now())) })
  return {
    key,
    release: async () => {
      const current = await state.get<ReservationRecord>(key)
      if (current?.owner === owner && current.state !== 'settled') await state.deleteIfEquals(key, current)
    },
    mark: async (next, transaction) => {
      await state.set(key, { state: next, at: Date.now(), owner, ...(transaction ? { transaction } : {}) }, ttl())
    },
  }
}

/**
 * One payment is used once, across hosts and across rails (each rail names its payment's use-once key): set-if-absent on the shared state decides which
 * request owns it; everyone else learns the state it is in.
 */
export async function reservePayment(state: StateStore, key: string, keepUntil: number): Promise<Reservation | { taken: ReservationState }> {
  const ttl = () => ({ ttlMs: Math.max(1000, Math.ceil(keepUntil - Date.now())) })
  const record: ReservationRecord = { state: 'reserved', at: Date.now(), owner: crypto.randomUUID() }
  if (!(await state.setIfAbsent(key, record, ttl()))) {
    const current = await state.get<ReservationRecord>(key)
    return { taken: current?.state ?? 'reserved' }
  }
  return {
    key,
    owner: record.owner,
    // deleteIfEquals compares JSON text: the very record stored above, same key order.
    release: async () => {
      await state.deleteIfEquals(key, record)
    },
    mark: async (next, transaction) => {
      const value: ReservationRecord = { state: next, at: Date.now(), owner: record.owner, ...(transaction ? { transaction } : {}) }
      await state.set(key, value, ttl())
    },
  }
}
