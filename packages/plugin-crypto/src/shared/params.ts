import { rowLimit } from '@svc/core'
import * as v from 'valibot'

/** An EVM account or contract address. */
export const evmAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x followed by 40 hex characters'))

/** An integer between min and max. */
export const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/** An optional integer page size, with a default. */
export const limit = rowLimit

/**
 * An optional "max N" filter. The spec gives only a maximum, so an empty value is allowed and means
 * no filter, as if the parameter were left out (handlers test it with `!value`).
 */
export const filter = (max: number, description: string) => v.optional(v.pipe(v.string(), v.maxLength(max), v.description(`${description} (max ${max}; empty or left out: no filter)`)))

/** A string of min..max characters. */
export const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max))

/** The chains whose addresses address-validate checks. */
export const addressChains = ['btc', 'eth', 'sol', 'ltc', 'trx', 'xrp', 'bch'] as const
export type AddressChain = (typeof addressChains)[number]

/** The EVM chains served over JSON-RPC (balances, gas, transactions, tokens). */
export const rpcChains = ['base', 'ethereum', 'polygon', 'arbitrum', 'optimism'] as const
export type RpcChain = (typeof rpcChains)[number]
