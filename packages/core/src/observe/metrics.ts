import { createCallTally } from './call-tally.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

type PromMetrics = ReturnType<typeof import('./prom-metrics.ts').createPromMetrics>

/**
 * The host's Prometheus metrics. Calls are tallied in memory from the first one; prom-client, which
 * formats them, is loaded with the first scrape rather than at start-up (importing it costs about as
 * much as importing h3, and a host must start in under 1 s).
 */
export function createMetrics(upstreamFigures: () => Promise<UpstreamFigures[]>) {
  const tally = createCallTally()
  let loading: Promise<PromMetrics> | undefined

  return {
    observe: tally.observe,
    async scrape(): Promise<{ body: string; contentType: string }> {
      loading ??= import('./prom-metrics.ts').then(({ createPromMetrics }) => createPromMetrics(tally, upstreamFigures))
      const metrics = await loading
      return { body: await metrics.text(), contentType: metrics.contentType }
    },
  }
}
