import { createUpstreams, type UpstreamClient, type UpstreamDefinition } from '@svc/core'
import { type FixtureRoute, type FixtureServer, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'

/** What a provider test talks to: the fixture server, and a client of the provider pointed at it. */
export interface ProviderFixture {
  server: FixtureServer
  /** A client of `definition` with these upstream settings (key, acceptTerms...), on a fresh host state. */
  client(settings?: { key?: string; acceptTerms?: boolean }): UpstreamClient
  /** The query of the last request the provider received. */
  lastQuery(): Record<string, string>
}

/** Serves `routes` for the test file's lifetime; each `client()` is a new host (own cache and quota counts). */
export function providerFixture(definition: UpstreamDefinition, routes: Record<string, FixtureRoute>): ProviderFixture {
  const fixture = { server: undefined as unknown as FixtureServer } as ProviderFixture
  beforeAll(async () => {
    fixture.server = await serveFixtures(routes)
  })
  afterAll(() => fixture.server.close())
  fixture.client = (settings = {}) => createUpstreams({ upstreams: { [definition.id]: { baseUrl: fixture.server.url, timeoutMs: 2000, acceptTerms: true, ...settings } } })(definition)
  fixture.lastQuery = () => fixture.server.last().params
  return fixture
}

export const signal = () => AbortSignal.timeout(5000)
