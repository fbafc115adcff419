import { invalidField } from '../kit/field-error.ts'
import { microsToUsd, usdToMicros } from '../price.ts'
import { listedMicros, resolvePrice, type Registry } from '../registry.ts'
import type { StateStore } from '../state/types.ts'

const KEY = 'admin:prices'
const AUDIT_SIZE = 200

export interface PriceChange {
  at: string
  operation: string
  fromUsd: number
  toUsd: number
  note?: string
}

interface LivePrices {
  version: number
  prices: Record<string, number>
  audit: PriceChange[]
}

/**
 * Prices the operator changes while hosts run: kept in the state with an audit trail; each host
 * applies a change at once when it made it, and within `pollMs` when another host did. Applying
 * re-resolves the operation's price from its definition, so 402 quotes, batch sums and the
 * documents all read the new one.
 */
export function createLivePrices(state: StateStore, registry: Registry, options: { configPrices: Record<string, number>; onChange: () => void; log: (message: string) => void; pollMs?: number }) {
  let version = 0
  let timer: NodeJS.Timeout | undefined

  function apply(live: LivePrices | undefined): void {
    if ((live?.version ?? 0) === version) return
    version = live?.version ?? 0
    for (const operation of registry.operations) {
      const usd = live?.prices[operation.id] ?? options.configPrices[operation.id]
      operation.price = resolvePrice(operation.id, operation.definition, usd)
    }
    options.onChange()
  }

  const current = () => listing(registry)
  async function sync(): Promise<void> {
    apply(await state.get<LivePrices>(KEY))
  }

  /** Sets prices in USD by operation id; `null` returns an operation to its configured price. */
  async function change(input: unknown, note?: unknown): Promise<PriceChange[]> {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalidField('prices', 'must be an object of operation id to USD price (or null)')
    if (note !== undefined && (typeof note !== 'string' || note.length > 200)) throw invalidField('note', 'must be text of at most 200 characters')
    const entries = Object.entries(input as Record<string, unknown>)
    if (entries.length === 0) throw invalidField('prices', 'names no operation')
    for (const [id, usd] of entries) {
      const field = `prices.${id}`
      if (!registry.byId.has(id)) throw invalidField(field, `no operation ${id} on this host`)
      if (usd === null) continue
      if (typeof usd !== 'number' || usd < 0 || usd > 1000) throw invalidField(field, 'must be a USD amount from 0 to 1000, or null')
      try {
        usdToMicros(usd)
      } catch {
        throw invalidField(field, 'has more than 6 decimals')
      }
    }
    for (;;) {
      const stored = await state.get<LivePrices>(KEY)
      const prices = { ...stored?.prices }
      const changes: PriceChange[] = entries.map(([id, usd]) => {
        const operation = registry.byId.get(id)!
        const toUsd = usd === null ? microsToUsd(listedMicros({ ...operation, price: resolvePrice(id, operation.definition, options.configPrices[id]) })) : (usd as number)
        if (usd === null) delete prices[id]
        else prices[id] = usd as number
        return { at: new Date().toISOString(), operation: id, fromUsd: microsToUsd(listedMicros(operation)), toUsd, ...(typeof note === 'string' ? { note } : {}) }
      })
      const next: LivePrices = { version: (stored?.version ?? 0) + 1, prices, audit: [...changes, ...(stored?.audit ?? [])].slice(0, AUDIT_SIZE) }
      const written = stored ? await state.compareAndSet(KEY, stored, next) : await state.setIfAbsent(KEY, next)
      if (!written) continue
      apply(next)
      return changes
    }
  }

  return {
    sync,
    change,
    current,
    audit: async () => (await state.get<LivePrices>(KEY))?.audit ?? [],
    start() {
      timer = setInterval(() => void sync().catch((error) => options.log(`live prices: ${String(error)}`)), options.pollMs ?? 1000)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
    },
  }
}

function listing(registry: Registry) {
  return registry.operations.map((operation) => ({ id: operation.id, usd: microsToUsd(listedMicros(operation)), pricing: operation.price.mode }))
}
