import { afterAll, beforeAll, expect, it } from 'vitest'
import { createEmbeddedState, type StateStore } from '../src/state/index.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/fixture-server.ts'
import { defineUpstream } from '../src/upstream/types.ts'
import { handClock, hostOf } from './_upstream-hosts.ts'

// What is shared across hosts follows what the store declares, not its name: any StateStore that says
// it is shared gets the shared answer cache, and one that does not keeps each host's cache its own.
const rates = defineUpstream({ id: 'rates', name: 'Rates API', baseUrl: 'https://rates.invalid' })

let server: FixtureServer
let served = 0
beforeAll(async () => {
  server = await serveFixtures({ 'GET /rates': () => ({ body: { served: ++served } }) })
})
afterAll(() => server.close())

/** A store of another kind (as an operator's own adapter would be), here over one process's memory. */
function otherStore(sharedAcrossHosts: boolean): StateStore {
  const inner = createEmbeddedState()
  return new Proxy(inner, {
    get: (target, name, receiver) => {
      if (name === 'backend') return 'custom'
      if (name === 'capabilities') return { sharedAcrossHosts, serverSideExpiry: false }
      return Reflect.get(target, name, receiver)
    },
  })
}

it('the embedded store declares itself unshared, with its folder as its location', () => {
  expect(createEmbeddedState().capabilities).toEqual({ sharedAcrossHosts: false, serverSideExpiry: false })
  expect(createEmbeddedState().location).toBeUndefined()
})

for (const shared of [true, false]) {
  it(`two hosts on a store that declares sharedAcrossHosts: ${shared} ${shared ? 'share' : 'do not share'} a cached answer`, async () => {
    const clock = handClock()
    const state = otherStore(shared)
    const first = hostOf(rates, server.url, state, clock.now)
    const second = hostOf(rates, server.url, state, clock.now)
    const before = server.requests.length
    const a = await first.client.json<{ served: number }>('/rates', { query: { base: shared ? 'EUR' : 'USD' }, cacheTtlMs: 60_000 })
    const b = await second.client.json<{ served: number }>('/rates', { query: { base: shared ? 'EUR' : 'USD' }, cacheTtlMs: 60_000 })
    expect(server.requests.length - before).toBe(shared ? 1 : 2)
    expect(b.data.served === a.data.served).toBe(shared)
  })
}
