import { microsToUsd } from '../price.ts'
import { type CallTally, LATENCY_BUCKETS_S } from './call-tally.ts'
import type { PrometheusFamily, PrometheusSample } from './prometheus-text.ts'
import type { UnappliedFigures } from './metrics.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

function callSamples(tally: CallTally): PrometheusSample[] {
  const samples: PrometheusSample[] = []
  for (const [operation, figures] of tally.operations) {
    for (const [status, byCaller] of figures.calls) {
      for (const [caller, value] of Object.entries(byCaller)) if (value > 0) samples.push({ value, labels: { operation, status: String(status), caller } })
    }
  }
  return samples
}

function durationSamples(tally: CallTally, name: string): PrometheusSample[] {
  const samples: PrometheusSample[] = []
  for (const [operation, figures] of tally.operations) {
    let cumulative = 0
    LATENCY_BUCKETS_S.forEach((le, index) => {
      cumulative += figures.latency[index]!
      samples.push({ value: cumulative, labels: { le, operation }, name: `${name}_bucket` })
    })
    samples.push({ value: figures.count, labels: { le: '+Inf', operation }, name: `${name}_bucket` })
    samples.push({ value: figures.latencySeconds, labels: { operation }, name: `${name}_sum` })
    samples.push({ value: figures.count, labels: { operation }, name: `${name}_count` })
  }
  return samples
}

/**
 * The host's own metric families, read from the call tally (calls and payments, counted as they are
 * answered) and from the upstream figures (read at scrape time).
 */
export function hostMetricFamilies(tally: CallTally, upstream: UpstreamFigures[], unapplied?: UnappliedFigures): PrometheusFamily[] {
  const perProvider = (name: string, help: string, value: (figure: UpstreamFigures) => number): PrometheusFamily =>
    ({ name, help, type: 'gauge', samples: upstream.map((figure) => ({ value: value(figure), labels: { provider: figure.provider } })) })
  return [
    { name: 'svc_calls_total', help: 'Operation calls answered, by operation, HTTP status and caller kind', type: 'counter', samples: callSamples(tally) },
    { name: 'svc_call_duration_seconds', help: 'Time to answer an operation call', type: 'histogram', samples: durationSamples(tally, 'svc_call_duration_seconds') },
    { name: 'svc_payments_total', help: 'Payments by outcome: verified, settled, pending, refused', type: 'counter', samples: [...tally.payments.values()].map(({ outcome, network, count }) => ({ value: count, labels: { outcome, network } })) },
    {
      name: 'svc_payments_usd_total',
      help: 'USD amount of settled and pending payments',
      type: 'counter',
      samples: [...tally.payments.values()].filter(({ outcome }) => outcome === 'settled' || outcome === 'pending').map(({ outcome, network, micros }) => ({ value: microsToUsd(micros), labels: { outcome, network } })),
    },
    ...(unapplied ? [
      { name: 'svc_payments_unapplied_total', help: 'Paid calls whose writes were not applied after settlement (each kept for a retry of its payment), on every host sharing the state', type: 'counter', samples: [{ value: unapplied.total, labels: {} }] },
      { name: 'svc_payments_unapplied', help: 'Paid calls waiting now with their writes not applied (until a retry runs them), on every host sharing the state', type: 'gauge', samples: [{ value: unapplied.count, labels: {} }] },
    ] satisfies PrometheusFamily[] : []),
    { name: 'svc_trial_claims_total', help: 'Trial calls answered successfully', type: 'counter', samples: [...tally.operations].filter(([, figures]) => figures.trials > 0).map(([operation, figures]) => ({ value: figures.trials, labels: { operation } })) },
    perProvider('svc_upstream_calls_total', 'Upstream requests made, per provider', (figure) => figure.calls),
    perProvider('svc_upstream_errors_total', 'Upstream requests that failed, per provider', (figure) => figure.errors),
    perProvider('svc_upstream_cache_hits_total', 'Upstream answers served from the cache, per provider', (figure) => figure.cacheHits),
    perProvider('svc_upstream_latency_seconds_avg', 'Average upstream request time, per provider', (figure) => (figure.calls ? figure.totalMs / figure.calls / 1000 : 0)),
  ]
}
