import { createHash } from 'node:crypto'
import type { SvcConfigInput, UpstreamConfig } from '../config.ts'
import type { PluginDefinition } from '../define.ts'
import type { GivenCall } from '../examples.ts'
import { query } from '../pages/samples.ts'
import type { RegisteredOperation } from '../registry.ts'
import { underExampleConditions } from './example-conditions.ts'
import { startExampleSite } from './example-site.ts'
import { createTestApp } from './test-app.ts'
import { relayTo, type UpstreamRelay } from './upstream-relay.ts'

/** The clock of every example call unless the plugin's test says another: answers that read the time stay the same. */
export const EXAMPLE_TIME = '2025-06-02T12:00:00.000Z'

export interface ExampleHostOptions {
  plugins: PluginDefinition[]
  /** Served upstreams (fixture servers), resolved. */
  upstreams: Record<string, UpstreamConfig>
  config?: SvcConfigInput | undefined
  /** ISO time the clock stands at during each call. */
  at: string
  /** A fixture server's origin standing for the example domains' web server (example.com, .org, .net). */
  site?: string | undefined
}

export interface ExampleCall {
  status: number
  /** The answer's `data`; for bytes, their content type, size and SHA-256 digest. */
  data: unknown
  /** What a failed call answered, for the message. */
  failure?: string
  /** Names of the providers the call (and its given calls) asked. */
  providers?: string[]
}

export interface ExampleHost {
  /** Calls `given` in order (each must answer 200), then the example, on one fresh host. */
  call(operation: RegisteredOperation, params: Record<string, unknown>, given?: GivenCall[]): Promise<ExampleCall>
  /** URLs off the machine that example calls reached for, refused. */
  refused: string[]
  close(): Promise<void>
}

/**
 * Calls each example on a fresh free host, under `underExampleConditions` (fixed clock, seeded randomness, nothing
 * off the machine), the upstreams behind relays whose origins become the providers' real base URLs in the answers.
 */
export async function startExampleHost(options: ExampleHostOptions): Promise<ExampleHost> {
  const relays = new Map<string, UpstreamRelay>()
  for (const [id, upstream] of Object.entries(options.upstreams)) if (upstream.baseUrl) relays.set(id, await relayTo(upstream.baseUrl))
  // A generous timeout: a busy test machine must not turn an example into a 502.
  const upstreams = Object.fromEntries(Object.entries(options.upstreams).map(([id, upstream]) => [id, { ...upstream, baseUrl: relays.get(id)?.origin ?? upstream.baseUrl, timeoutMs: 15_000 }]))
  // The providers' definitions: those the operations declare, and those they turn out to call (an engine chosen by settings).
  const definitions = new Map(options.plugins.flatMap((plugin) => plugin.operations.flatMap((operation) => operation.upstreams ?? [])).map((upstream) => [upstream.id, upstream]))
  const realOrigins = () => [...relays].flatMap(([id, relay]) => {
    const definition = definitions.get(id)
    return definition ? [[relay.origin, definition.baseUrl.replace(/\/$/, '')] as const] : []
  })
  const free = Object.fromEntries(options.plugins.flatMap((plugin) => plugin.operations.map((operation) => [`${operation.group ?? plugin.group}.${operation.name}`, 0])))
  const base = options.config ?? {}
  const config = { ...base, upstreams: { ...base.upstreams, ...upstreams }, prices: { ...free, ...base.prices } }
  const refused: string[] = []
  const site = options.site ? await startExampleSite(options.site) : undefined

  const asReal = (data: unknown): unknown => {
    let text = JSON.stringify(data)
    if (text === undefined) return data
    for (const [relay, real] of realOrigins()) text = text.replaceAll(relay, real).replaceAll(encodeURIComponent(relay), encodeURIComponent(real))
    return JSON.parse(text)
  }

  return {
    refused,
    call: (operation, params, given = []) => underExampleConditions(options.at, refused, async (reseed) => {
      const app = createTestApp({ plugins: options.plugins, config })
      reseed()
      const asked = new Set<string>()
      const upstream = app.runtime.upstream
      // The call's signal and its operation's declared TTLs pass through, as on a host.
      app.runtime.upstream = Object.assign((...args: Parameters<typeof upstream>) => {
        const [definition] = args
        definitions.set(definition.id, definition)
        asked.add(definition.name)
        return upstream(...args)
      }, { stats: upstream.stats })
      const send = (target: RegisteredOperation, body: Record<string, unknown>) => target.method === 'GET'
        ? app.request(`${target.path}?${query(body)}`)
        : app.request(target.path, { json: body })
      for (const step of given) {
        const target = app.runtime.registry.byId.get(step.endpoint)
        if (!target) return { status: 404, data: undefined, failure: `given call ${step.endpoint}: no such operation` }
        const response = await send(target, step.params)
        if (response.status !== 200) return { status: response.status, data: undefined, failure: `given call ${step.endpoint}: ${(await response.text()).slice(0, 300)}` }
      }
      const response = await send(operation, params)
      if (!(response.headers.get('content-type') ?? '').includes('json')) {
        const bytes = new Uint8Array(await response.arrayBuffer())
        const data = { contentType: response.headers.get('content-type'), bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') }
        return response.status === 200 ? { status: 200, data, providers: [...asked] } : { status: response.status, data: undefined, failure: new TextDecoder().decode(bytes).slice(0, 300) }
      }
      const body = await response.json()
      return response.status === 200 ? { status: 200, data: asReal(body.data), providers: [...asked] } : { status: response.status, data: undefined, failure: JSON.stringify(body).slice(0, 300) }
    }, site),
    close: async () => {
      await Promise.all([...relays.values(), ...(site ? [site] : [])].map((server) => server.close()))
    },
  }
}
