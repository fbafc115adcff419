import type { UpstreamClient, UpstreamDefinition } from '../upstream/types.ts'

/** What a host saw of one provider since it started. */
export interface UpstreamFigures {
  provider: string
  calls: number
  errors: number
  /** Sum of request times, for the average. */
  totalMs: number
  /** Answers served from the upstream cache, when the upstream toolkit reports them. */
  cacheHits: number
  /** Circuit breaker state (closed, open, half-open), when the toolkit reports it. */
  breaker?: string | undefined
  lastError?: { at: string; message: string } | undefined
}

/** The host's upstream factory; the upstream toolkit may also report its own `stats` (cache, breaker). */
type Factory = ((definition: UpstreamDefinition, ...rest: any[]) => UpstreamClient) & { stats?: (definitions?: Iterable<UpstreamDefinition>) => Promise<ToolkitStats[]> }
/** What the upstream toolkit's `stats()` reports per provider, where it does (the fields read here). */
interface ToolkitStats {
  provider: string
  cacheHits?: number
  staleServed?: number
  breaker?: { state: string }
}
const METHODS = new Set(['json', 'text', 'bytes'])

/**
 * Wraps the upstream clients so each request is counted per provider (calls, failures, time),
 * without the upstream toolkit knowing: metrics and the dashboard read `figures()`.
 */
export function instrumentUpstreams<F extends Factory>(factory: F): { factory: F; figures: () => Promise<UpstreamFigures[]> } {
  const byProvider = new Map<string, UpstreamFigures>()
  const wrapped = new WeakMap<UpstreamClient, UpstreamClient>()
  const figuresOf = (provider: string) => {
    let figures = byProvider.get(provider)
    if (!figures) byProvider.set(provider, (figures = { provider, calls: 0, errors: 0, totalMs: 0, cacheHits: 0 }))
    return figures
  }
  const measure = (provider: string, run: () => Promise<unknown>) => {
    const figures = figuresOf(provider)
    const started = performance.now()
    figures.calls++
    return run().then(
      (answer) => {
        figures.totalMs += performance.now() - started
        return answer
      },
      (error: unknown) => {
        figures.totalMs += performance.now() - started
        figures.errors++
        figures.lastError = { at: new Date().toISOString(), message: String((error as Error)?.message ?? error).slice(0, 200) }
        throw error
      },
    )
  }
  const instrumented = ((definition: UpstreamDefinition, ...rest: unknown[]) => {
    const client = factory(definition, ...rest)
    let proxy = wrapped.get(client)
    if (!proxy) {
      proxy = new Proxy(client, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver)
          if (typeof name !== 'string' || !METHODS.has(name) || typeof value !== 'function') return value
          return (...args: unknown[]) => measure(definition.id, () => value.apply(target, args))
        },
      })
      wrapped.set(client, proxy)
    }
    return proxy
  }) as F
  if (factory.stats) instrumented.stats = factory.stats.bind(factory)
  return {
    factory: instrumented,
    async figures() {
      const toolkit = new Map((await factory.stats?.().catch(() => []) ?? []).map((stats) => [stats.provider, stats]))
      return [...byProvider.values()].map((figures) => {
        const reported = toolkit.get(figures.provider)
        return reported ? { ...figures, cacheHits: (reported.cacheHits ?? 0) + (reported.staleServed ?? 0), breaker: reported.breaker?.state } : { ...figures }
      })
    },
  }
}
