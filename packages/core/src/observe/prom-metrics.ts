import { Gauge, type Metric, Registry } from 'prom-client'
import { microsToUsd } from '../price.ts'
import { type CallTally, LATENCY_BUCKETS_S } from './call-tally.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

type Value = { value: number; labels: Record<string, string | number>; metricName?: string }

/**
 * A metric prom-client formats but does not count: its values are read from the call tally when
 * scraped (prom-client's own counters hash every label set on every call, which the calls then pay for).
 */
function collected(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]): Metric {
  const metric = { name, help, type, aggregator: 'sum', collect: undefined, get: async () => ({ name, help, type, aggregator: 'sum', values: values() }) }
  return metric as unknown as Metric
}

/**
 * The host's Prometheus metrics, in a registry of its own (several apps may share a process).
 * Calls and payments are tallied as they are answered (call-tally.ts); upstream figures are read at scrape time.
 */
export function createPromMetrics(tally: CallTally, upstreamFigures: () => Promise<UpstreamFigures[]>) {
  const registry = new Registry()
  const registers = [registry]
  const metrics = [
    collected('svc_calls_total', 'Operation calls answered, by operation, HTTP status and caller kind', 'counter', () => {
      const values: Value[] = []
      for (const [operation, figures] of tally.operations) {
        for (const [status, byCaller] of figures.calls) {
          for (const [caller, value] of Object.entries(byCaller)) if (value > 0) values.push({ value, labels: { operation, status: String(status), caller } })
        }
      }
      return values
    }),
    collected('svc_call_duration_seconds', 'Time to answer an operation call', 'histogram', () => {
      const values: Value[] = []
      const name = 'svc_call_duration_seconds'
      for (const [operation, figures] of tally.operations) {
        let cumulative = 0
        LATENCY_BUCKETS_S.forEach((le, index) => {
          cumulative += figures.latency[index]!
          values.push({ value: cumulative, labels: { le, operation }, metricName: `${name}_bucket` })
        })
        values.push({ value: figures.count, labels: { le: '+Inf', operation }, metricName: `${name}_bucket` })
        values.push({ value: figures.latencySeconds, labels: { operation }, metricName: `${name}_sum` })
        values.push({ value: figures.count, labels: { operation }, metricName: `${name}_count` })
      }
      return values
    }),
    collected('svc_payments_total', 'Payments by outcome: verified, settled, pending, refused', 'counter', () =>
      [...tally.payments.values()].map(({ outcome, network, count }) => ({ value: count, labels: { outcome, network } }))),
    collected('svc_payments_usd_total', 'USD amount of settled and pending payments', 'counter', () =>
      [...tally.payments.values()].filter(({ outcome }) => outcome === 'settled' || outcome === 'pending').map(({ outcome, network, micros }) => ({ value: microsToUsd(micros), labels: { outcome, network } }))),
    collected('svc_trial_claims_total', 'Trial calls answered successfully', 'counter', () =>
      [...tally.operations].filter(([, figures]) => figures.trials > 0).map(([operation, figures]) => ({ value: figures.trials, labels: { operation } }))),
  ]
  for (const metric of metrics) registry.registerMetric(metric)
  const upstream = (name: string, help: string) => new Gauge({ name, help, labelNames: ['provider'], registers })
  const upstreamGauges = {
    calls: upstream('svc_upstream_calls_total', 'Upstream requests made, per provider'),
    errors: upstream('svc_upstream_errors_total', 'Upstream requests that failed, per provider'),
    cacheHits: upstream('svc_upstream_cache_hits_total', 'Upstream answers served from the cache, per provider'),
    latency: upstream('svc_upstream_latency_seconds_avg', 'Average upstream request time, per provider'),
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

  return { text, contentType: registry.contentType as string }
}
