import type { HeldPayment, Payer, PaymentRequirement, SettleResult } from '@svc/core'
import type { BatchRequirements } from './channels.ts'
import type { HeldVoucher } from './voucher-path.ts'

/** A voucher checked here (its signature recovered): what it pays and who signed it. */
export interface CommonVoucher {
  channelId: string
  max: bigint
  signature: string
  price: bigint
  payer: string
}

/** How the channels charge and release a held voucher: one for every call. */
export interface VoucherDesk {
  charge(held: HeldVoucher, amountMicros: number, requirement: PaymentRequirement, requirements: BatchRequirements, payerAddress: string): Promise<SettleResult>
  release(held: HeldVoucher): Promise<void>
}

/**
 * A common voucher held for one call on core's shortest paid path (`PaymentRail.hold`): charged in one
 * durable write of its channel's record after success, released after a failure. A class: a call makes
 * no closures for it.
 */
export class HeldChannelVoucher implements HeldPayment {
  readonly payer: Payer
  readonly key: string
  readonly keepUntil: number
  readonly failuresCountedForMs: number
  readonly #held: HeldVoucher
  readonly #requirement: PaymentRequirement
  readonly #requirements: BatchRequirements
  readonly #desk: VoucherDesk
  constructor(held: HeldVoucher, payer: Payer, requirement: PaymentRequirement, requirements: BatchRequirements, desk: VoucherDesk, failuresCountedForMs: number) {
    this.payer = payer
    // The same use-once key as the two-phase path's: failed calls of a voucher are counted alike on either.
    this.key = `x402:batch:${held.channelId}:${held.max}`
    this.keepUntil = Date.now() + 86_400_000
    // Counted over the channels' failure window from the first, not for the day the voucher is kept.
    this.failuresCountedForMs = failuresCountedForMs
    this.#held = held
    this.#requirement = requirement
    this.#requirements = requirements
    this.#desk = desk
  }

  charge(amountMicros: number): Promise<SettleResult> {
    return this.#desk.charge(this.#held, amountMicros, this.#requirement, this.#requirements, this.payer.address)
  }

  release(): Promise<void> {
    return this.#desk.release(this.#held)
  }
}
