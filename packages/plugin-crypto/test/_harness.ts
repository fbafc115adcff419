import { testHost, type FixtureAnswer, type FixtureRoute } from '@svc/core/testing'
import { cryptoPlugin } from '../src/index.ts'

/** A recorded provider answer from test/fixtures. */
export const fixture = (path: string, status = 200): FixtureAnswer => ({ status, file: path })

/**
 * Core's test host for the crypto plugin: every listed upstream on the fixture server with a
 * test key, the plugin's settings as given; `set(route, answer)` lasts until the end of the test, `refusals`
 * declares one test per refused input.
 */
export function harness(routes: Record<string, FixtureRoute>, upstreamIds: string[], settings: Record<string, unknown> = {}) {
  return testHost({
    plugins: [cryptoPlugin],
    upstreams: upstreamIds,
    routes,
    keys: Object.fromEntries(upstreamIds.map((id) => [id, 'test-key'])),
    config: { settings: { crypto: settings } },
  })
}
