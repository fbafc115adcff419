import type { StateStore } from '@svc/core'

export type ReservationState = 'reserved' | 'pending' | 'settled'

interface Record_ {
  state: ReservationState
  token: string
  transaction?: string
}

/**
 * One payment (an EIP-3009 nonce, a Solana transaction) is used once, across hosts:
 * set-if-absent on the shared state decides which request owns it.
 */
export class Reservations {
  constructor(private readonly state: StateStore) {}

  /** Claims the payment; the owner gets a token, everyone else the state it is in. */
  async reserve(key: string, ttlMs: number): Promise<{ token: string } | { taken: ReservationState }> {
    const token = crypto.randomUUID()
    if (await this.state.setIfAbsent(key, { state: 'reserved', token } satisfies Record_, { ttlMs })) return { token }
    const current = await this.state.get<Record_>(key)
    return { taken: current?.state ?? 'reserved' }
  }

  /** Gives a reservation back (the operation failed), only if it is still ours and unsettled. */
  async release(key: string, token: string): Promise<void> {
    await this.state.deleteIfEquals(key, { state: 'reserved', token } satisfies Record_)
  }

  /** Records the outcome; a settled or pending payment is kept until its authorization expires. */
  async mark(key: string, token: string, state: 'pending' | 'settled', ttlMs: number, transaction?: string): Promise<void> {
    const value: Record_ = transaction ? { state, token, transaction } : { state, token }
    await this.state.set(key, value, { ttlMs })
  }
}
