import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import { microsToUsd } from '../price.ts'
import { paymentOutcome, type CallEvent } from './events.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * The host's Prometheus metrics, in a registry of its own (several apps may share a process).
 * Calls and payments are counted as they are answered; upstream figures are read at scrape time.
 */
export function createPromMetrics(upstreamFigures: () => Promise<UpstreamFigures[]>) {
  const registry = new Registry()
  const registers = [registry]
  const calls = new Counter({ name: 'svc_calls_total', help: 'Operation calls answered, by operation, HTTP status and caller kind', labelNames: ['operation', 'status', 'caller'], registers })
  const latency = new Histogram({ name: 'svc_call_duration_seconds', help: 'Time to answer an operation call', labelNames: ['operation'], buckets: LATENCY_BUCKETS, registers })
  const payments = new Counter({ name: 'svc_payments_total', help: 'Payments by outcome: verified, settled, pending, refused', labelNames: ['outcome', 'network'], registers })
  const paymentUsd = new Counter({ name: 'svc_payments_usd_total', help: 'USD amount of settled and pending payments', labelNames: ['outcome', 'network'], registers })
  const trials = new Counter({ name: 'svc_trial_claims_total', help: 'Trial calls answered successfully', labelNames: ['operation'], registers })
  const upstream = (name: string, help: string) => new Gauge({ name, help, labelNames: ['provider'], registers })
  const upstreamGauges = {
    calls: upstream('svc_upstream_calls_total', 'Upstream requests made, per provider'),
    errors: upstream('svc_upstream_errors_total', 'Upstream requests that failed, per provider'),
    cacheHits: upstream('svc_upstream_cache_hits_total', 'Upstream answers served from the cache, per provider'),
    latency: upstream('svc_upstream_latency_seconds_avg', 'Average upstream request time, per provider'),
  }

  function observe(event: CallEvent): void {
    calls.inc({ operation: event.operation, status: String(event.status), caller: event.caller })
    latency.observe({ operation: event.operation }, event.durationMs / 1000)
    if (event.caller === 'trial' && event.status < 400) trials.inc({ operation: event.operation })
    const network = event.settlement?.network ?? 'unknown'
    if (event.caller === 'paid') payments.inc({ outcome: 'verified', network })
    const outcome = paymentOutcome(event)
    if (!outcome) return
    payments.inc({ outcome, network })
    if (outcome !== 'refused') paymentUsd.inc({ outcome, network }, microsToUsd(event.chargedMicros))
  }

  async function text(): Promise<string> {
    for (const gauge of Object.values(upstreamGauges)) gauge.reset()
    for (const figure of await upstreamFigures()) {
      const provider = { provider: figure.provider }
      upstreamGauges.calls.set(provider, figure.calls)
      upstreamGauges.errors.set(provider, figure.errors)
      upstreamGauges.cacheHits.set(provider, figure.cacheHits)
      upstreamGauges.latency.set(provider, figure.calls ? figure.totalMs / figure.calls / 1000 : 0)
    }
    return registry.metrics()
  }

  return { observe, text, contentType: registry.contentType as string }
}
