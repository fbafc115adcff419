import data from '../catalog.json' with { type: 'json' }

/** How an operation is billed: a fixed price, or up to a maximum by what the call used. */
export type Billing = 'fixed' | 'actual-usage-upto-max'

/** One operation of the service contract. */
export interface CatalogOperation {
  /** `<group>.<name>` */
  id: string
  group: string
  name: string
  method: 'GET' | 'POST'
  /** `/api/<group>/<name>` */
  path: string
  /** The list price in USD (the maximum for up-to billing; the starting price when variable). */
  priceUsd: number
  /** The price is quoted per call in the 402 (the catalog says "from"). */
  variablePrice: boolean
  billing: Billing
}

/** Every operation of the contract, in catalog order. */
export const serviceCatalog: readonly CatalogOperation[] = data.operations as CatalogOperation[]

const byId = new Map(serviceCatalog.map((operation) => [operation.id, operation]))

/** The catalog entry of `id`, or undefined for an operation the contract does not list (a third-party group). */
export function catalogEntry(id: string): CatalogOperation | undefined {
  return byId.get(id)
}

/** The operations of one group, in catalog order. */
export function catalogGroup(group: string): CatalogOperation[] {
  return serviceCatalog.filter((operation) => operation.group === group)
}

/** Every group of the contract with its number of operations. */
export function catalogGroups(): Array<{ group: string; operations: number }> {
  const counts = new Map<string, number>()
  for (const operation of serviceCatalog) counts.set(operation.group, (counts.get(operation.group) ?? 0) + 1)
  return [...counts].map(([group, operations]) => ({ group, operations }))
}
