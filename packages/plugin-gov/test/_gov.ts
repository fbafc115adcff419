import { testHost, type FixtureAnswer, type TestHostOptions } from '@svc/core/testing'
import { govPlugin } from '../src/index.ts'

/** A recorded upstream answer under `test/fixtures/`. */
export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

/**
 * Core's test host for the gov plugin (every gov price 0, overrides reset before each test),
 * with the table of refusals and the keyless call the gov tests share.
 */
export function govHarness(options: Omit<TestHostOptions, 'plugins'>) {
  const h = testHost({ plugins: [govPlugin], ...options })
  const byField = h.rejects // the kit's: asserts body.field
  return Object.assign(h, {
    /** Each `[query, field]` is a 400 naming the field. */
    async rejects(path: string, cases: Array<[string, string]>) {
      for (const [query, field] of cases) await byField(`${path}?${query}`, field)
    },
    /** Calls with `id`'s upstream configured but no key. */
    withoutKey: (path: string, id: string) => h.call(path, undefined, { upstreams: { [id]: { baseUrl: h.server.url, timeoutMs: 2000 } } }),
  })
}
