import { createCallTally } from './call-tally.ts'
import { hostMetricFamilies } from './host-metrics.ts'
import { PROMETHEUS_CONTENT_TYPE, prometheusText } from './prometheus-text.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

/** Paid calls whose writes were not applied: waiting now, and ever (two counters read from the shared state when scraped). */
export type UnappliedFigures = { count: number; total: number }

/** The host's Prometheus metrics: calls tallied in memory as they are answered, formatted when scraped. */
export function createMetrics(upstreamFigures: () => Promise<UpstreamFigures[]>, unapplied?: () => Promise<UnappliedFigures>) {
  const tally = createCallTally()
  return {
    observe: tally.observe,
    async scrape(): Promise<{ body: string; contentType: string }> {
      return { body: prometheusText(hostMetricFamilies(tally, await upstreamFigures(), await unapplied?.())), contentType: PROMETHEUS_CONTENT_TYPE }
    },
  }
}
