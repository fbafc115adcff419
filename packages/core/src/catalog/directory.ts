import { microsToUsd } from '../price.ts'
import { billsUsage, listedMicros, type RegisteredOperation } from '../registry.ts'
import type { PaymentRail } from '../rails/rail.ts'
import { type JsonSchema, paramsSchema } from './json-schema.ts'
import { railsTaking, signsIn } from './payment-info.ts'

export interface DirectoryVersion {
  version: null
  path: string
  method: 'GET' | 'POST'
  deprecated: boolean
  price: { usd: number }
  /** The payment rails that take it (`x402`, `mpp`...); none for a free operation. */
  accepts: string[]
  responseShape: 'normalized' | 'legacy'
  billing?: 'actual-usage-upto-max'
  params: JsonSchema
  /** Beyond the spec's entry: the largest JSON body a POST operation takes, in bytes. */
  maxBodyBytes?: number
}

export interface DirectoryEntry {
  id: string
  group: string
  description: string
  versions: DirectoryVersion[]
  /** Beyond the spec's entry: whether this host can serve it, and why not. */
  available: boolean
  unavailableReason?: string
  /** Available, but calls needing an upstream this host cannot call are refused (503 before any 402): why, naming the setting. */
  availableExcept?: string
  /** Beyond the spec's entry: 'variable' when the 402 quotes the price per request. */
  pricing: 'fixed' | 'variable' | 'upto' | 'free'
  /** Beyond the spec's entry: `identity` when a wallet's sign-in (sign-in-with-x) calls it without paying. */
  access?: 'identity'
}

/** The spec's catalog entry for each operation (binary answers count as `legacy`), with the rails that take it. */
export function directoryEntry(operation: RegisteredOperation, rails: readonly PaymentRail[] = []): DirectoryEntry {
  const version: DirectoryVersion = {
    version: null,
    path: operation.path,
    method: operation.method,
    deprecated: operation.deprecated,
    price: { usd: microsToUsd(listedMicros(operation)) },
    accepts: railsTaking(rails, operation).map((rail) => rail.id),
    responseShape: operation.responseShape === 'normalized' ? 'normalized' : 'legacy',
    params: paramsSchema(operation.input),
  }
  if (billsUsage(operation)) version.billing = 'actual-usage-upto-max'
  if (operation.bodyLimitBytes !== undefined) version.maxBodyBytes = operation.bodyLimitBytes
  const entry: DirectoryEntry = {
    id: operation.id,
    group: operation.group,
    description: operation.description,
    versions: [version],
    available: operation.availability.available,
    pricing: pricingOf(operation),
  }
  if (operation.availability.reason) entry.unavailableReason = operation.availability.reason
  if (operation.availability.except) entry.availableExcept = operation.availability.except
  if (signsIn(operation)) entry.access = 'identity'
  return entry
}

function pricingOf(operation: RegisteredOperation): DirectoryEntry['pricing'] {
  if (operation.price.mode === 'fixed') return operation.price.micros === 0 ? 'free' : 'fixed'
  return operation.price.mode
}

export function buildDirectory(operations: RegisteredOperation[], rails: readonly PaymentRail[] = []): { count: number; operations: DirectoryEntry[] } {
  return { count: operations.length, operations: operations.map((operation) => directoryEntry(operation, rails)) }
}
