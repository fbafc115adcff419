import * as v from 'valibot'
import { defineOperation } from '../define.ts'
import type { PaymentRail } from '../rails/rail.ts'
import type { ReceiptsLog } from './receipts-log.ts'

/*
 * A wallet's own account with this host, read by the wallet itself: identity-only operations (a
 * sign-in-with-x proof, nothing paid), answered for the proven wallet only (`caller.payer`).
 */

export interface AccountLookup {
  receipts: ReceiptsLog
  rails: readonly PaymentRail[]
}

/** How the catalog's search finds them. */
export const ACCOUNT_VOCABULARY = `
receipts, my payments, payment history, what did i pay, paid calls, invoices, spending history = account receipts
paid this host, paid this service, spent on this server, spent on this host, spent here, itemize, itemized, itemise, spend on api calls, spent on api calls, spend on calls, calls cost me = account receipts
channel balance, deposit left, my channels, open channels, escrow balance, voucher balance = account channels
spent, spent far, spent api, spent calls, spent today, spent month, total spend, spend rate, rate spending, burn rate, billing history, paid far, money spent, costs far, cost far, transaction history, api bill, agent spend, agent spent, bot spend, bot spent, spend api, spent api calls, spending far, calls paid, paid calls, agents spent = account receipts
balance host, balance left, remaining balance, funds left, credit left, prepaid balance, deposit remaining, left deposit, top up, money left = account channels
`

/** Where no payment rail is installed no wallet can sign in or pay: an account read would only ever answer empty. */
const NO_WALLETS = { available: false, reason: 'needs a payment rail: this host has none installed, so no wallet can sign in (install @svc/x402 or another rail package and set its payee)' }
const WALLETS = { available: true }

export function accountOperations(lookup: () => AccountLookup, walletsCanSignIn = true) {
  const availableWith = () => (walletsCanSignIn ? WALLETS : NO_WALLETS)
  const receipts = defineOperation({
    group: 'account',
    name: 'receipts',
    method: 'GET',
    description: 'The signed-in wallet\'s paid calls on this host, newest first: operation, amount, time, network, and the transaction or the channel it was paid from.',
    input: v.object({ limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50) }),
    // Sign in, or pay (as the other own-data reads): the catalog lists every operation with a price.
    price: { usd: 0.0025 },
    access: 'identity',
    availableWith,
    response: 'legacy',
    keywords: ['my receipts', 'payment history', 'what did i pay'],
    handler: async ({ input, caller }) => {
      const payer = caller.payer
      // Only a proven wallet has an account: a caller without one (a host serving everything free) sees nothing.
      if (!payer) return { payer: null, network: null, count: 0, receipts: [] }
      const list = await lookup().receipts.read(payer.address, input.limit)
      return { payer: payer.address, network: payer.network, count: list.length, receipts: list }
    },
  })
  const channels = defineOperation({
    group: 'account',
    name: 'channels',
    method: 'GET',
    description: 'The signed-in wallet\'s open payment channels with this host (x402 batch-settlement): deposit, charged by its vouchers, claimed on chain, and what remains.',
    input: v.object({}),
    price: { usd: 0.0025 },
    access: 'identity',
    availableWith,
    response: 'legacy',
    keywords: ['channel balance', 'deposit left', 'my channels'],
    handler: async ({ caller }) => {
      const payer = caller.payer
      if (!payer) return { payer: null, network: null, count: 0, channels: [] }
      const found = await Promise.all(lookup().rails.map((rail) => rail.walletChannels?.(payer) ?? []))
      const list = found.flat()
      return { payer: payer.address, network: payer.network, count: list.length, channels: list }
    },
  })
  return [receipts, channels]
}
