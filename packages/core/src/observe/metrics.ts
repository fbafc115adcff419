import type { CallEvent } from './events.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

type PromMetrics = ReturnType<typeof import('./prom-metrics.ts').createPromMetrics>

/** Calls seen before prom-client is loaded, replayed once it is (bounded: a scrape loads it). */
const MAX_QUEUED = 10_000

/**
 * The host's Prometheus metrics, with prom-client loaded on the first call or scrape rather than at
 * start-up (importing it costs about as much as importing h3, and a host must start in under 1 s).
 */
export function createMetrics(upstreamFigures: () => Promise<UpstreamFigures[]>) {
  let metrics: PromMetrics | undefined
  let loading: Promise<PromMetrics> | undefined
  const queued: CallEvent[] = []

  function load(): Promise<PromMetrics> {
    loading ??= import('./prom-metrics.ts').then(({ createPromMetrics }) => {
      metrics = createPromMetrics(upstreamFigures)
      for (const event of queued.splice(0)) metrics.observe(event)
      return metrics
    })
    return loading
  }

  return {
    observe(event: CallEvent): void {
      if (metrics) return metrics.observe(event)
      if (queued.length < MAX_QUEUED) queued.push(event)
      void load()
    },
    async scrape(): Promise<{ body: string; contentType: string }> {
      const loaded = await load()
      return { body: await loaded.text(), contentType: loaded.contentType }
    },
  }
}
