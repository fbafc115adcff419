import type { Charge, ChargeOutcome } from '../_charge.ts'
import type { Caller } from '../define.ts'
import type { ApiError } from '../errors.ts'
import type { HeldPayment, PaymentRequirement } from '../payment.ts'
import type { Micros } from '../price.ts'
import type { Runtime } from '../runtime.ts'
import { failedTooOften } from './failed-refusal.ts'

/**
 * A paid call through a rail's one-step hold (`PaymentRail.hold`, x402's channel voucher): verified and
 * held at once, charged by one durable write after success, released after a failure. The guarantees of
 * the two-phase path (paid-charge.ts) without its steps for what such a payment never has: no payment
 * identifier to answer retries from, no held writes (never offered to calls that change state), no
 * settlement written ahead (the charge is its own durable record). What stays: the paid-call rate limit
 * and the failed calls one payment may pay for. Undefined when the request's payment is not held so.
 */
export async function openHeldCharge(runtime: Runtime, request: Request, requirement: PaymentRequirement, ip: string, refusal: (error: ApiError) => Promise<ApiError>): Promise<Charge | undefined> {
  const held = await runtime.gate.hold!(request, requirement)
  if (!held) return undefined
  const { limits, failures } = runtime.payments
  try {
    if (limits.active) await limits.take('paid', `${held.payer.network}:${held.payer.address}`, requirement.operation.id)
    const spent = await failedTooOften(failures, held, runtime.config.payments.failedCallsPerPayment, runtime.now)
    if (spent) throw await refusal(spent)
  } catch (error) {
    await held.release().catch((cause: unknown) => runtime.log(`payments: releasing ${held.key} failed: ${(cause as Error).message}`))
    throw error
  }
  return new HeldCharge(runtime, held, { kind: 'paid', ip, payer: held.payer }, requirement)
}

/** The charge of a held payment: a class, so a call makes no closures for its `finish` and `cancel`. */
export class HeldCharge implements Charge {
  readonly caller: Caller
  readonly #runtime: Runtime
  readonly #held: HeldPayment
  readonly #amountMicros: Micros
  readonly #upto: boolean
  constructor(runtime: Runtime, held: HeldPayment, caller: Caller, requirement: PaymentRequirement) {
    this.caller = caller
    this.#runtime = runtime
    this.#held = held
    this.#amountMicros = requirement.amountMicros
    this.#upto = requirement.upto
  }

  /** Charges what the call used (up to: its usage, never above the authorized maximum), durable when it resolves. */
  async finish(usageMicros?: Micros): Promise<ChargeOutcome> {
    const amount = this.#upto && usageMicros !== undefined ? Math.max(0, Math.min(Math.floor(usageMicros), this.#amountMicros)) : this.#amountMicros
    let charged: Awaited<ReturnType<HeldPayment['charge']>>
    try {
      charged = await this.#held.charge(amount)
    } catch (error) {
      // Not recorded: nothing was charged, and the call counts as one its payment paid for and failed.
      await this.#countFailed()
      throw error
    }
    return { settlement: charged.settlement, chargedMicros: Number(charged.settlement.amount), headers: charged.headers }
  }

  /** The call failed: the hold is freed (nothing charged) and the failure counted against the payment. */
  async cancel(): Promise<void> {
    await this.#held.release()
    await this.#countFailed()
  }

  async #countFailed(): Promise<void> {
    await this.#runtime.payments.failures.record(this.#held.key, this.#held.keepUntil, this.#held.failuresCountedForMs).catch(() => {})
  }
}
