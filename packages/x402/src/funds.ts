import { createError, type InFlightLedger } from '@svc/core'
import type { BalanceReader } from './balances.ts'
import type { Facilitator } from './facilitator.ts'
import type { PaymentRequirements } from './offers.ts'
import { PaymentRejection, type RejectReason } from './rejection.ts'

/** A payer's amount held for one call, given back when the call settles or fails. */
export interface FundsHold {
  free(): Promise<void>
}

export interface FundsOptions {
  facilitator: Facilitator
  /** In-flight amounts per payer, shared by every host on the state. */
  ledger: InFlightLedger
  /** Reads balances on EVM (an RPC is configured): the cached path, with no round trip per call. */
  balances?: BalanceReader | undefined
  /** How long a balance read is trusted (default 15 s). */
  balanceTtlMs?: number
  now: () => number
}

export interface FundsClaim {
  kind: 'evm' | 'solana'
  scheme: 'exact' | 'upto'
  payer: string
  requirements: PaymentRequirements
  paymentPayload: Record<string, unknown>
  /** The facilitator's `/verify` accepted this payment moments ago (while checking its signature). */
  vouched?: boolean | undefined
}

/**
 * Makes sure the payer can pay a call before it runs, and holds the amount while it is in flight.
 * With a balance reader (EVM with an RPC): the payer's spendable balance, read at most every few
 * seconds per payer, must cover every amount the payer has in flight, this one included. Otherwise
 * (Solana, or no RPC) the facilitator's `/verify` simulates this very transfer (funds, allowance,
 * nonce, blockhash); only that amount is then known to be covered, so a payer's calls take turns:
 * each waits for the one before to settle (in this process, and on the shared ledger across
 * hosts) and is then verified against what is left.
 */
export function createFunds(options: FundsOptions) {
  const ttlMs = options.balanceTtlMs ?? 15_000
  const cache = new Map<string, { spendable: bigint; at: number }>()
  /** Per payer, the end of the last call's turn in this process. */
  const turns = new Map<string, Promise<void>>()

  /** Waits for the payer's calls before this one (at most TURN_WAIT_MS); the turn ends with `end()`. */
  async function takeTurn(key: string): Promise<() => void> {
    const before = turns.get(key) ?? Promise.resolve()
    let end!: () => void
    const mine = new Promise<void>((resolve) => {
      end = resolve
    })
    const chained = before.then(() => mine)
    turns.set(key, chained)
    const finish = () => {
      end()
      if (turns.get(key) === chained) turns.delete(key)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = await Promise.race([before.then(() => true), new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), TURN_WAIT_MS)
    })])
    clearTimeout(timer)
    if (!waited) {
      // Left in the chain so the calls after it keep their order; it ends at once.
      void before.then(finish)
      throw busy(key)
    }
    return finish
  }

  async function spendable(claim: FundsClaim, fresh: boolean): Promise<bigint> {
    const id = `${claim.scheme}:${claim.requirements.asset}:${claim.payer}`.toLowerCase()
    const known = cache.get(id)
    if (!fresh && known && options.now() - known.at < ttlMs) return known.spendable
    const value = await options.balances!.spendable(claim.requirements.asset, claim.payer, claim.scheme)
    cache.set(id, { spendable: value, at: options.now() })
    if (cache.size > 50_000) cache.delete(cache.keys().next().value!)
    return value
  }

  async function hold(claim: FundsClaim, limit: bigint): Promise<boolean> {
    const capped = limit > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(limit)
    return options.ledger.hold(ledgerKey(claim), Number(claim.requirements.amount), capped)
  }

  return {
    /** Throws a PaymentRejection (`insufficient_funds`...) or 429 when the payer cannot pay this call now. */
    async assure(claim: FundsClaim, fresh: boolean): Promise<FundsHold> {
      const amount = BigInt(claim.requirements.amount)
      const release = { free: () => options.ledger.free(ledgerKey(claim), Number(amount)) }
      if (options.balances && claim.kind === 'evm') {
        const unreadable = (error: unknown) => {
          throw createError('UNAVAILABLE', `The payer's balance cannot be read right now; retry shortly (nothing was charged): ${(error as Error).message}`)
        }
        if (await hold(claim, await spendable(claim, fresh).catch(unreadable))) return release
        // The cached balance may be old: read it once more before refusing.
        if (!fresh && (await hold(claim, await spendable(claim, true).catch(unreadable)))) return release
        throw new PaymentRejection('insufficient_funds', `The payer ${claim.payer} cannot pay ${amount} atomic units on top of what it has in flight${claim.scheme === 'upto' ? ' (USDC balance, and allowance to Permit2)' : ''}`)
      }
      const endTurn = await takeTurn(ledgerKey(claim))
      try {
        // Another host's call of this payer: wait for it on the shared ledger too.
        let held = await hold(claim, amount)
        for (let tries = 0; !held && tries < TURN_WAIT_MS / 250; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 250))
          held = await hold(claim, amount)
        }
        if (!held) throw busy(claim.payer)
        const answer = claim.vouched ? ({ isValid: true } as const) : await options.facilitator.verify(claim.paymentPayload, claim.requirements).catch(async (error: unknown) => {
          await release.free()
          throw createError('UNAVAILABLE', `The facilitator cannot check the payment right now; retry shortly (nothing was charged): ${(error as Error).message}`)
        })
        if (!answer.isValid) {
          await release.free()
          const reason = answer.invalidReason ?? 'invalid_payment'
          throw new PaymentRejection(rejectReasonOf(reason), `The facilitator refused the payment (${reason}): ${answer.invalidMessage ?? reason}`)
        }
      } catch (error) {
        endTurn()
        throw error
      }
      return {
        free: async () => {
          await release.free()
          endTurn()
        },
      }
    },
    /** What a settlement took from a cached balance, so the next calls see less. */
    spent(claim: Pick<FundsClaim, 'scheme' | 'requirements' | 'payer'>, amount: bigint): void {
      const id = `${claim.scheme}:${claim.requirements.asset}:${claim.payer}`.toLowerCase()
      const known = cache.get(id)
      if (known) known.spendable = known.spendable > amount ? known.spendable - amount : 0n
    },
    /** Forgets what is known of a payer's balance (after a settlement it did not cover). */
    forget(claim: Pick<FundsClaim, 'scheme' | 'requirements' | 'payer'>): void {
      cache.delete(`${claim.scheme}:${claim.requirements.asset}:${claim.payer}`.toLowerCase())
    },
  }
}

export type Funds = ReturnType<typeof createFunds>

/** How long a payer's call waits for the payer's calls before it (checked with the facilitator one at a time). */
const TURN_WAIT_MS = 10_000

const busy = (payer: string) => createError('RATE_LIMITED', `Paid calls of ${payer} are still settling: this host checks each payment with its facilitator, one call per payer at a time; retry shortly`, {
  headers: { 'retry-after': '1' },
  details: { reason: 'payer_busy' },
})

/** A facilitator's refusal in this host's words (the payment cannot move: used, unfunded, unapproved, expired). */
function rejectReasonOf(reason: string): RejectReason {
  if (/nonce|already/i.test(reason)) return 'nonce_used'
  if (/allowance|permit2_approval|approve/i.test(reason)) return 'permit2_allowance_required'
  if (/funds|balance/i.test(reason)) return 'insufficient_funds'
  if (/blockhash|expired|valid_before|deadline/i.test(reason)) return 'expired'
  return 'refused_by_facilitator'
}

const ledgerKey = (claim: FundsClaim) => `${claim.requirements.network}:${claim.kind === 'evm' ? claim.payer.toLowerCase() : claim.payer}`
