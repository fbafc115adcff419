import { upstreamHarness, type FixtureAnswer, type FixtureRoute } from '@svc/core/testing'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'

/** A recorded provider answer from test/fixtures. */
export const fixture = (path: string, status = 200): FixtureAnswer => ({ status, file: join(import.meta.dirname, 'fixtures', path) })

/**
 * Core's upstream harness for the crypto plugin: every listed upstream on the fixture server with a
 * test key, the plugin's settings as given; `override(route, answer)` lasts until the end of the test.
 */
export function harness(routes: Record<string, FixtureRoute>, upstreamIds: string[], settings: Record<string, unknown> = {}) {
  const h = upstreamHarness({
    plugins: [cryptoPlugin],
    upstreams: upstreamIds,
    routes,
    keys: Object.fromEntries(upstreamIds.map((id) => [id, 'test-key'])),
    config: { settings: { crypto: settings } },
  })
  afterEach(() => h.reset())
  return Object.assign(h, {
    override: h.set,
    /** The last request the fixture server received. */
    last: () => h.requests.at(-1)!,
    /** Each [query or path, field]: a 400 INVALID_INPUT naming the field (`json` makes the body of a POST). */
    async rejectsEach(cases: [string, string][], json?: (field: string) => unknown) {
      for (const [request, field] of cases) await h.rejects(request, field, json?.(field))
    },
  })
}
