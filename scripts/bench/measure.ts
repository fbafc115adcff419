import { answerAtEndOfTurn } from '@svc/host'
import { serve } from 'srvx'

/** Tiny measuring helpers: every benchmark reports a ratio against a baseline run in the same process. */

export async function throughput(label: string, durationMs: number, concurrency: number, task: () => Promise<unknown>): Promise<number> {
  let done = 0
  const deadline = performance.now() + durationMs
  const worker = async () => {
    while (performance.now() < deadline) {
      await task()
      done++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  return report(label, done / ((performance.now() - started) / 1000))
}

/**
 * Like `throughput`, also giving the process's CPU time per task (µs): on a machine shared with other
 * work, CPU per call moves far less than calls per second when the neighbours get busy.
 */
export async function throughputAndCpu(label: string, durationMs: number, concurrency: number, task: () => Promise<unknown>): Promise<{ rate: number; cpuMicros: number }> {
  let done = 0
  const deadline = performance.now() + durationMs
  const worker = async () => {
    while (performance.now() < deadline) {
      await task()
      done++
    }
  }
  const cpu = process.cpuUsage()
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const rate = done / ((performance.now() - started) / 1000)
  const used = process.cpuUsage(cpu)
  const cpuMicros = (used.user + used.system) / done
  return reportWithCpu(label, { rate, cpuMicros })
}

/** Prints a run's calls per second and CPU per call (µs), and returns them. */
export function reportWithCpu<T extends { rate: number; cpuMicros: number }>(label: string, figures: T): T {
  console.log(`  ${label.padEnd(46)} ${Math.round(figures.rate).toLocaleString('en').padStart(10)} req/s ${figures.cpuMicros.toFixed(1).padStart(8)} µs CPU/call`)
  return figures
}

export const median = (list: number[]): number => {
  const sorted = [...list].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Per round, a rate over the baseline measured next to it; the median of those is steadier than a ratio of bests. */
export const medianRatio = (rates: number[], baseline: number[]): number => median(rates.map((rate, round) => rate / baseline[round]!))

/** Prints a measured rate and returns it. */
export function report(label: string, perSecond: number, unit = 'req/s'): number {
  console.log(`  ${label.padEnd(46)} ${Math.round(perSecond).toLocaleString('en').padStart(10)} ${unit}`)
  return perSecond
}

/**
 * Serves an app's fetch on a free port of 127.0.0.1 as the host does (srvx, answers at the end of
 * the event-loop turn, no request log); `immediate` sends each answer as soon as it is ready.
 */
export async function listenLocal(app: { fetch(request: Request): Response | Promise<Response> }, immediate = false): Promise<{ port: number; close(): Promise<void> }> {
  const fetch = (request: Request) => app.fetch(request)
  const server = serve({ fetch: immediate ? fetch : answerAtEndOfTurn(fetch), port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false, maxRequestBodySize: 1024 * 1024 })
  await server.ready()
  return { port: Number(new URL(server.url!).port), close: () => server.close(true) }
}

export function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { p50: at(0.5), p99: at(0.99) }
}

export function ratio(label: string, value: number, goal: string): void {
  console.log(`  => ${label}: ${value.toFixed(2)} (goal ${goal})`)
}
