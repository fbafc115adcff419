import { microsToUsd } from '../price.ts'
import { dayOf, LATENCY_BOUNDS_MS, type DayFigures } from './day-figures.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

const usd = (micros: number) => microsToUsd(micros)
const add = (into: Record<string, number>, key: string, value: number) => {
  into[key] = (into[key] ?? 0) + value
}
const ranked = <T>(list: T[], by: (item: T) => number, limit = 10) => [...list].sort((a, b) => by(b) - by(a)).slice(0, limit)

/** The bucket bound under which `share` of the calls were answered (Infinity shows as null). */
function percentileMs(latency: number[], share: number): number | null {
  const total = latency.reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  let seen = 0
  for (const [index, count] of latency.entries()) {
    seen += count
    if (seen >= share * total) return Number.isFinite(LATENCY_BOUNDS_MS[index]!) ? LATENCY_BOUNDS_MS[index]! : null
  }
  return null
}

/** Sums the day documents of every host into what `/api/admin/stats` answers and the dashboard draws. */
export function summarizeStats(documents: DayFigures[], days: number, now = Date.now()) {
  const byDay: Record<string, { micros: number; calls: number; errors: number }> = {}
  for (let index = days - 1; index >= 0; index--) byDay[dayOf(now - index * 86_400_000)] = { micros: 0, calls: 0, errors: 0 }
  const operations: Record<string, { calls: number; errors: number; rejected: number; challenges: number; trial: number; paid: number; micros: number }> = {}
  const networks: Record<string, number> = {}
  const payers: Record<string, { micros: number; calls: number }> = {}
  const payments = { verified: 0, settled: 0, pending: 0, refused: 0 }
  const latency = LATENCY_BOUNDS_MS.map(() => 0)
  // biome-ignore lint/complexity/useMathMinMax: the latest of ISO day strings, which Math.max cannot compare
  const latestDay = documents.reduce((latest, document) => (document.day > latest ? document.day : latest), '')
  const upstream: Record<string, UpstreamFigures> = {}
  const failures: Record<string, number> = {}
  for (const document of documents) {
    const day = (byDay[document.day] ??= { micros: 0, calls: 0, errors: 0 })
    for (const [id, figures] of Object.entries(document.operations)) {
      const operation = (operations[id] ??= { calls: 0, errors: 0, rejected: 0, challenges: 0, trial: 0, paid: 0, micros: 0 })
      operation.calls += figures.calls
      operation.errors += figures.errors
      operation.rejected += figures.rejected ?? 0
      operation.challenges += figures.challenges ?? 0
      for (const [failure, count] of Object.entries(figures.failures ?? {})) add(failures, `${id} ${failure}`, count)
      operation.trial += figures.trial
      operation.paid += figures.paid
      operation.micros += figures.revenueMicros
      day.calls += figures.calls
      day.errors += figures.errors
      day.micros += figures.revenueMicros
    }
    for (const [network, micros] of Object.entries(document.networks)) add(networks, network, micros)
    for (const [payer, figures] of Object.entries(document.payers)) {
      const entry = (payers[payer] ??= { micros: 0, calls: 0 })
      entry.micros += figures.micros
      entry.calls += figures.calls
    }
    for (const key of Object.keys(payments) as Array<keyof typeof payments>) payments[key] += document.payments[key]
    document.latency.forEach((count, index) => (latency[index]! += count))
    // Upstream figures are counted since each host started: the latest day's documents hold them.
    if (document.day !== latestDay) continue
    for (const figures of document.upstream) {
      const entry = (upstream[figures.provider] ??= { provider: figures.provider, calls: 0, errors: 0, totalMs: 0, cacheHits: 0 })
      entry.calls += figures.calls
      entry.errors += figures.errors
      entry.totalMs += figures.totalMs
      entry.cacheHits += figures.cacheHits
      if (figures.lastError && (!entry.lastError || figures.lastError.at > entry.lastError.at)) entry.lastError = figures.lastError
    }
  }
  const operationList = Object.entries(operations).map(([operation, figures]) => ({ operation, calls: figures.calls, errors: figures.errors, rejected: figures.rejected, challenges: figures.challenges, trials: figures.trial, paid: figures.paid, revenueUsd: usd(figures.micros) }))
  const total = (member: 'calls' | 'errors' | 'rejected' | 'challenges' | 'trials') => operationList.reduce((sum, item) => sum + item[member], 0)
  const calls = total('calls')
  const errors = total('errors')
  return {
    days,
    totals: {
      calls,
      errors,
      // The host's failures (5xx) among the answers; refusals of bad requests and 402s are counted apart.
      errorRate: calls ? Math.round((errors / calls) * 10_000) / 10_000 : 0,
      rejected: total('rejected'),
      challenges: total('challenges'),
      revenueUsd: usd(Object.values(networks).reduce((sum, micros) => sum + micros, 0)),
      trials: total('trials'),
      payments,
      p50Ms: percentileMs(latency, 0.5),
      p95Ms: percentileMs(latency, 0.95),
    },
    byDay: Object.entries(byDay).sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, figures]) => ({ day, revenueUsd: usd(figures.micros), calls: figures.calls, errors: figures.errors })),
    revenueByOperation: ranked(operationList.filter((item) => item.revenueUsd > 0), (item) => item.revenueUsd, 50).map(({ operation, revenueUsd }) => ({ operation, revenueUsd })),
    revenueByNetwork: Object.entries(networks).map(([network, micros]) => ({ network, revenueUsd: usd(micros) })),
    topOperations: ranked(operationList, (item) => item.calls),
    // What failed, most frequent first (ties by name): each operation's answers by status and error code.
    failures: ranked(Object.entries(failures).sort(), ([, count]) => count, 20).map(([key, count]) => {
      const [operation, status, code] = key.split(' ')
      return { operation: operation!, status: Number(status), code: code!, count }
    }),
    topPayers: ranked(Object.entries(payers), ([, figures]) => figures.micros).map(([payer, figures]) => ({ payer, revenueUsd: usd(figures.micros), calls: figures.calls })),
    upstream: Object.values(upstream).map((figures) => ({
      provider: figures.provider,
      calls: figures.calls,
      errors: figures.errors,
      errorRate: figures.calls ? Math.round((figures.errors / figures.calls) * 10_000) / 10_000 : 0,
      avgMs: figures.calls ? Math.round(figures.totalMs / figures.calls) : null,
      cacheHits: figures.cacheHits,
      lastError: figures.lastError ?? null,
    })),
  }
}

export type StatsSummary = ReturnType<typeof summarizeStats>
