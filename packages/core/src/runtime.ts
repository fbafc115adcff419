import type { SvcConfig } from './config.ts'
import type { CallEvent } from './observe/events.ts'
import type { PaymentGate } from './payment.ts'
import type { PaymentMachinery } from './payments/machinery.ts'
import type { Registry } from './registry.ts'
import type { SearchIndex } from './search/index.ts'
import type { StateStore } from './state/types.ts'
import type { Upstreams } from './upstream/client.ts'

/** Everything a request needs, built once at start-up. */
export interface Runtime {
  config: SvcConfig
  registry: Registry
  state: StateStore
  gate: PaymentGate
  /** What every payment rail shares: retries' answers, failed payments, the settlement outbox. */
  payments: PaymentMachinery
  /** Upstream clients; `upstream.stats()` reads what they did (cache, coalescing, breaker, quota). */
  upstream: Upstreams
  search: SearchIndex
  log: (message: string) => void
  /** The host's clock: Date.now unless a test injects one. */
  now: () => number
  /** Told of every answered operation call (metrics, stats, request log, payment events). */
  observe?: (event: CallEvent) => void
}
