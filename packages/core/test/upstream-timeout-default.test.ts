import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineUpstream, UPSTREAM_TIMEOUT_MS } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// The timeout of one attempt: the definition's, else 15 s; the operator's setting wins over both.
describe('an upstream attempt\'s timeout', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /ok': { body: { ok: true } } })
  })
  afterAll(() => server.close())

  const timeoutOf = async (definition: Parameters<typeof defineUpstream>[0], operator: { timeoutMs?: number } = {}) => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    await createUpstreams({ upstreams: { [definition.id]: { baseUrl: server.url, ...operator } } })(defineUpstream(definition)).json('/ok')
    const calls = timeout.mock.calls.map(([ms]) => ms)
    timeout.mockRestore()
    return calls
  }

  it('is 15 s for a definition that declares none', async () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(15_000)
    expect(await timeoutOf({ id: 'plain-api', name: 'Plain', baseUrl: 'https://plain.invalid' })).toEqual([15_000])
  })

  it('is the definition\'s own, and the operator\'s over both', async () => {
    expect(await timeoutOf({ id: 'slow-files', name: 'Slow files', baseUrl: 'https://files.invalid', timeoutMs: 60_000 })).toEqual([60_000])
    expect(await timeoutOf({ id: 'tuned-api', name: 'Tuned', baseUrl: 'https://tuned.invalid', timeoutMs: 60_000 }, { timeoutMs: 5_000 })).toEqual([5_000])
  })
})
