import { PaymentRefusedError, type RefusalReason } from '../errors.ts'
import { atomicToUsd, usdToAtomic, type Usd } from '../money.ts'
import type { SpendLedger, SpendRecord, SpendStore, SpendTotals } from './ledger.ts'

/** What the approval hook is asked, before anything is signed. */
export interface PaymentProposal {
  /** The operation, or every operation of a batch. */
  operations: string[]
  /** `exact` pays `amountUsd`; `upto` authorizes it as a maximum and only the usage is settled. */
  scheme: string
  amountUsd: string
  amount: string
  network: string
  asset: string
  payTo: string
  resource: string
  /** Spent so far (settled plus still-valid signed), in USD. */
  spentUsd: { session: string; day: string }
}

export interface SpendControls {
  /** Largest single payment, in USD (default 1). A batch may pay this much per call it holds. */
  maxPerCall?: Usd
  /** Total this client may spend (settled plus still-valid signed authorizations). */
  maxPerSession?: Usd
  /** Total over the last 24 hours, across clients sharing the `store`. */
  maxPerDay?: Usd
  /**
   * Opens x402 `batch-settlement` channels up to this total deposit, in USD (default: none, so every
   * call is paid on its own). A host offering channels asks a deposit of many calls' price at once;
   * later calls are paid by signed vouchers, each still within `maxPerCall` and the other limits, and
   * `closeChannels()` gets back what they did not use. An offer whose deposit would pass it is paid `exact`.
   */
  maxChannelDeposit?: Usd
  /** Operations that may be paid for: ids (`weather.current`) or groups (`weather.*`). Default: all. */
  allow?: string[]
  /** Asked last, before signing; return false to refuse. */
  approve?: (proposal: PaymentProposal) => boolean | Promise<boolean>
  /** Where the 24-hour spend is kept (default: memory, so per client; `fileSpendStore` shares it between processes). */
  store?: SpendStore
}

export const DEFAULT_MAX_PER_CALL = '1'

export function isAllowed(allow: string[] | undefined, operation: string): boolean {
  if (!allow) return true
  return allow.some((rule) => rule === operation || (rule.endsWith('.*') && operation.startsWith(rule.slice(0, -1))))
}

/** Refuses an operation outside the allow-list, before any request that could cost anything. */
export function assertAllowed(controls: SpendControls, operations: string[]): void {
  const refused = operations.find((operation) => !isAllowed(controls.allow, operation))
  if (refused) {
    throw new PaymentRefusedError(`${refused} is not in the allow-list of operations this client may pay for`, { reason: 'not_allowed', operation: refused })
  }
}

function limitOf(value: Usd | undefined): bigint | undefined {
  return value === undefined ? undefined : usdToAtomic(value)
}

interface Proposed {
  proposal: Omit<PaymentProposal, 'spentUsd'>
  /** How many calls the payment covers (a batch's size), for `maxPerCall`. */
  calls: number
  expiresAt: number
}

/**
 * Checks every limit, asks the approval hook, then checks again on the records as stored and reserves
 * the amount in the same store update, so concurrent payments (of this client, or of any client sharing
 * the store) cannot together pass a limit. Throws PaymentRefusedError.
 */
export async function reserveSpend(controls: SpendControls, ledger: SpendLedger, proposed: Proposed): Promise<SpendRecord> {
  const amount = BigInt(proposed.proposal.amount)
  const operation = proposed.proposal.operations.join(', ')
  const refuse = (reason: RefusalReason, message: string, limit?: bigint) =>
    new PaymentRefusedError(message, { reason, operation, amountUsd: atomicToUsd(amount), limitUsd: limit === undefined ? undefined : atomicToUsd(limit) })
  const check = (totals: SpendTotals) => {
    const perCall = limitOf(controls.maxPerCall ?? DEFAULT_MAX_PER_CALL)! * BigInt(proposed.calls)
    if (amount > perCall) throw refuse('max_per_call', `${operation} costs $${atomicToUsd(amount)}, over the limit of $${atomicToUsd(perCall)} per ${proposed.calls > 1 ? `batch of ${proposed.calls} calls` : 'call'}`, perCall)
    const session = limitOf(controls.maxPerSession)
    if (session !== undefined && totals.session + amount > session) {
      throw refuse('max_per_session', `Paying $${atomicToUsd(amount)} for ${operation} would pass the session limit of $${atomicToUsd(session)} ($${atomicToUsd(totals.session)} spent)`, session)
    }
    const day = limitOf(controls.maxPerDay)
    if (day !== undefined && totals.day + amount > day) {
      throw refuse('max_per_day', `Paying $${atomicToUsd(amount)} for ${operation} would pass the daily limit of $${atomicToUsd(day)} ($${atomicToUsd(totals.day)} spent in 24 h)`, day)
    }
  }
  if (controls.approve) {
    // Refused at once when over a limit: the hook is only asked about payments that fit.
    const totals = await ledger.refresh()
    check(totals)
    const approved = await controls.approve({ ...proposed.proposal, spentUsd: { session: atomicToUsd(totals.session), day: atomicToUsd(totals.day) } })
    if (approved !== true) throw refuse('not_approved', `The approval hook refused paying $${atomicToUsd(amount)} for ${operation}`)
  }
  return ledger.reserve({ operation, network: proposed.proposal.network, amount: proposed.proposal.amount, expiresAt: proposed.expiresAt }, check)
}
