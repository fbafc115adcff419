import { testHost, type FixtureAnswer, type FixtureRoute } from '@svc/core/testing'
import { cryptoPlugin } from '../src/index.ts'

/** A recorded provider answer from test/fixtures. */
export const fixture = (path: string, status = 200): FixtureAnswer => ({ status, file: path })

/**
 * Core's test host for the crypto plugin: every listed upstream on the fixture server with a
 * test key, the plugin's settings as given; `set(route, answer)` lasts until the end of the test.
 */
export function harness(routes: Record<string, FixtureRoute>, upstreamIds: string[], settings: Record<string, unknown> = {}) {
  const h = testHost({
    plugins: [cryptoPlugin],
    upstreams: upstreamIds,
    routes,
    keys: Object.fromEntries(upstreamIds.map((id) => [id, 'test-key'])),
    config: { settings: { crypto: settings } },
  })
  return Object.assign(h, {
    /** Each [query or path, field]: a 400 INVALID_INPUT naming the field (`json` makes the body of a POST). */
    async rejectsEach(cases: [string, string][], json?: (field: string) => unknown) {
      for (const [request, field] of cases) await h.rejects(request, field, json?.(field))
    },
  })
}
