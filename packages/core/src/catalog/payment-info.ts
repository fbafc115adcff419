import { microsToDecimal } from '../price.ts'
import { railTakes, type PaymentRail } from '../rails/rail.ts'
import { billsUsage, listedMicros, type RegisteredOperation } from '../registry.ts'

/** A payment protocol as discovery documents list it: `{ x402: {} }` (each rail adds its own key). */
export type PaymentProtocol = Record<string, Record<string, unknown>>

/**
 * The rails that take a paid operation (a rail without up-to billing leaves up-to operations out, a
 * rail that cannot resume a settlement those that change state); none for a free one.
 */
export function railsTaking(rails: readonly PaymentRail[], operation: RegisteredOperation): PaymentRail[] {
  if (accessOf(operation) !== 'paid') return []
  const call = { operation, upto: billsUsage(operation), changesState: operation.definition.effects?.includes('state') === true }
  return rails.filter((rail) => railTakes(rail, call))
}

/** How a caller gets to call an operation, as discovery declares it. */
export type Access = 'free' | 'paid' | 'identity'

/** Free (a price of 0), identity-only and free (a wallet's Sign-In-With-X proof, nothing to pay), or paid. */
export function accessOf(operation: RegisteredOperation): Access {
  const free = operation.price.mode === 'fixed' && operation.price.micros === 0
  if (free && signsIn(operation)) return 'identity'
  return free ? 'free' : 'paid'
}

/** Whether a wallet's sign-in proof calls it without paying (`access: 'identity'`); a priced one is also paid for without one. */
export function signsIn(operation: RegisteredOperation): boolean {
  return operation.definition.access === 'identity'
}

/**
 * The OpenAPI `security` of an operation as x402scan and agentcash read it: payment is declared apart,
 * in `x-payment-info`, so a paid operation needs no other credential (`[]`, "paid"); a free one none
 * (`[]`, "unprotected"); an identity-only one the SIWX scheme (`siwx`), or it when it also has a price
 * (`[{siwx: []}, {}]`: sign in, or pay). Listing the x402 header as a
 * requirement would read as an API key a caller must obtain.
 */
export function securityOf(operation: RegisteredOperation): Array<Record<string, string[]>> {
  if (!signsIn(operation)) return []
  // A priced identity-only operation: the sign-in, or (`{}`) the payment `x-payment-info` declares.
  return accessOf(operation) === 'identity' ? [{ siwx: [] }] : [{ siwx: [] }, {}]
}

/** The SIWX scheme identity-only operations name, marked for agentcash discovery. */
export const SIWX_SCHEME = { type: 'apiKey', in: 'header', name: 'SIGN-IN-WITH-X', description: 'A wallet\'s Sign-In-With-X proof (x402 sign-in-with-x extension)', 'x-agentcash-auth-kind': 'siwx' }

/**
 * `x-payment-info` of a paid operation, as doc 01 writes it and the agentcash discovery profile
 * (x402scan) reads it: a fixed price is `{mode: fixed, currency: USD, amount}` (six decimals);
 * up-to billing settles the usage, from nothing up to the authorized maximum, so it is `dynamic`
 * from 0 to that maximum; a variable price is quoted per request from its listed floor upwards, so
 * `dynamic` with `min` only (up-to billed too: `min` 0). Free operations have none. Each rail that
 * takes the operation adds its members: `protocols` entries are listed together (x402's
 * `{ x402: {} }`), other members are the rail's own (MPP's `offers`).
 */
export function paymentInfo(operation: RegisteredOperation, rails: readonly PaymentRail[]): Record<string, unknown> | undefined {
  if (accessOf(operation) !== 'paid') return undefined
  const { price } = operation
  const amount = microsToDecimal(listedMicros(operation))
  const zero = microsToDecimal(0)
  const priced = price.mode === 'fixed'
    ? { mode: 'fixed', currency: 'USD', amount }
    : price.mode === 'upto'
      ? { mode: 'dynamic', currency: 'USD', min: zero, max: amount }
      : { mode: 'dynamic', currency: 'USD', min: price.upto ? zero : amount }
  const protocols: PaymentProtocol[] = []
  const own: Record<string, unknown> = {}
  for (const rail of railsTaking(rails, operation)) {
    const { protocols: listed, ...members } = rail.discovery?.paymentInfo?.(operation) ?? {}
    if (listed) protocols.push(...listed)
    for (const [key, value] of Object.entries(members)) if (!(key in own)) own[key] = value
  }
  return { price: priced, protocols, ...own }
}
