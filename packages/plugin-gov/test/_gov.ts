import { join } from 'node:path'
import { upstreamHarness, type FixtureAnswer, type UpstreamHarnessOptions } from '@svc/core/testing'
import { afterEach } from 'vitest'
import { govPlugin } from '../src/index.ts'

/** A recorded upstream answer under `test/fixtures/`. */
export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: join(import.meta.dirname, 'fixtures', name) })

/**
 * Core's upstream harness for the gov plugin (every gov price 0, overrides reset after each test),
 * with the readers the gov tests share.
 */
export function govHarness(options: Omit<UpstreamHarnessOptions, 'plugins'>) {
  const h = upstreamHarness({ plugins: [govPlugin], ...options })
  afterEach(() => h.reset())
  const requestOf = (route?: string) => {
    const requests = route ? h.server.requests.filter((request) => `${request.method} ${request.path}` === route) : h.server.requests
    return requests.at(-1)!
  }
  const byField = h.rejects // the kit's: asserts body.field
  return Object.assign(h, {
    requestOf,
    /** The query of the last request (to `route`), as an object. */
    queryOf: (route?: string) => Object.fromEntries(requestOf(route).query),
    /** Each `[query, field]` is a 400 naming the field. */
    async rejects(path: string, cases: Array<[string, string]>) {
      for (const [query, field] of cases) await byField(`${path}?${query}`, field)
    },
    /** Calls with `id`'s upstream configured but no key. */
    withoutKey: (path: string, id: string) => h.call(path, undefined, { upstreams: { [id]: { baseUrl: h.server.url, timeoutMs: 2000 } } }),
  })
}
