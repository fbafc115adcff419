import { createApp, type CreateAppOptions, type SvcApp } from '../app.ts'
import { parseConfig, type SvcConfigInput } from '../config.ts'
import type { PluginDefinition } from '../define.ts'
import { createEmbeddedState } from '../state/embedded.ts'
import type { StateStore } from '../state/types.ts'

export interface TestAppOptions {
  plugins: PluginDefinition[]
  config?: SvcConfigInput
  state?: StateStore
  gate?: CreateAppOptions['gate']
  /** Payment rails (rails or `defineRail` definitions), asked after `gate`. */
  rails?: CreateAppOptions['rails']
  /**
   * The host's clock (`manualClock().now`): operations and background work read the time from it.
   * Without `state`, the memory state is opened with it too, so its TTLs follow the same clock.
   */
  now?: () => number
}

export interface TestApp extends SvcApp {
  /** Sends a request in process; `path` may include the query. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
}

/**
 * A host with only the given plugins, memory state and no port: for a plugin's own tests.
 * Failed upstream calls are retried at once (no backoff) unless the config says otherwise.
 */
export function createTestApp(options: TestAppOptions): TestApp {
  const config = parseConfig({ dataDir: '/nonexistent-test-data', log: 'off', upstreamRetryDelayMs: 0, ...options.config })
  const svc = createApp({
    config,
    plugins: options.plugins,
    state: options.state ?? createEmbeddedState(options.now ? { now: options.now } : {}),
    ...(options.gate ? { gate: options.gate } : {}),
    ...(options.rails ? { rails: options.rails } : {}),
    ...(options.now ? { now: options.now } : {}),
    log: () => {},
  })
  return {
    ...svc,
    async request(path, init = {}) {
      const { json, ...rest } = init
      const headers = new Headers(rest.headers)
      if (json !== undefined) headers.set('content-type', 'application/json')
      return svc.app.fetch(new Request(new URL(path, 'http://localhost'), {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? 'POST' } : {}),
      }))
    },
  }
}
