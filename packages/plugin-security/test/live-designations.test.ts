import { readFileSync } from 'node:fs'
import { createTestPaymentGate, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { currentDesignations, designatedRegistry, SHIPPED_DESIGNATIONS } from '../src/rdap/designations.ts'
import { designationsOf, designationsRefresh } from '../src/rdap/live-designations.ts'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

// IANA's RDAP bootstrap read when the host starts (and daily), for the registry table checked before payment.
const RDAP = ['iana-rdap', 'rdap-arin', 'rdap-ripe', 'rdap-apnic', 'rdap-lacnic', 'rdap-afrinic']
const h = testHost({
  plugins: [securityPlugin],
  upstreams: RDAP,
  paid: true,
  gate: createTestPaymentGate(),
  hostPer: 'test',
  start: true,
  routes: {
    'GET /rdap/ipv4.json': fixture('iana-rdap', 'ipv4.json'),
    'GET /rdap/ipv6.json': fixture('iana-rdap', 'ipv6.json'),
  },
})
const arinUnaccepted = () => ({ upstreams: { 'rdap-arin': { baseUrl: h.server.url, acceptTerms: false } } })
const file = (name: string) => JSON.parse(readFileSync(new URL(`fixtures/iana-rdap/${name}`, import.meta.url), 'utf8'))
const started = async () => {
  const host = h.open({ config: arinUnaccepted() })
  await host.start()
  return { host, used: await designationsRefresh() }
}

describe('the registry table from IANA\'s current bootstrap', () => {
  it('ships the designations of the bootstrap files recorded in the fixture (the same blocks, the same registries)', () => {
    const recorded = designationsOf(file('ipv4.json'), file('ipv6.json'))!
    const pairs = (blocks: typeof recorded.blocks) => blocks.map((block) => `${block.cidr} ${block.registry.id}`).sort()
    expect(pairs(SHIPPED_DESIGNATIONS.blocks)).toEqual(pairs(recorded.blocks))
    expect(SHIPPED_DESIGNATIONS.blocks).toHaveLength(221 + 34)
  })

  it('uses IANA\'s files once read at start: a block IANA has moved is checked against its new registry, before any 402', async () => {
    h.set('GET /rdap/ipv4.json', fixture('iana-rdap', 'ipv4-8-moved-to-ripe.json'))
    const { host, used } = await started()
    expect(used).toBe(true)
    expect(currentDesignations().source).toContain('ipv4.json 2026-11-30T00:00:00Z')
    expect(designatedRegistry('8.8.8.8')?.id).toBe('rdap-ripe')
    // ARIN's terms are not accepted, yet 8.8.8.8 is now RIPE NCC's: quoted (402), not refused (503).
    expect((await host.call('/api/security/ip-block?ip=8.8.8.8')).status).toBe(402)
    expect((await host.call('/api/security/ip-block?ip=9.9.9.9')).status).toBe(503)
    // Read once at start, never per call: the calls asked no bootstrap (a paid call's handler reads it from the day's cache).
    expect(h.requestsTo('GET /rdap/ipv4.json')).toHaveLength(1)
    expect(h.requestsTo('GET /rdap/ipv6.json')).toHaveLength(1)
    await host.close()
    expect(currentDesignations()).toBe(SHIPPED_DESIGNATIONS)
  })

  it.each([
    ['unreachable (503)', { status: 503, body: 'Service Unavailable' }],
    ['malformed (services not a list)', { body: { publication: '2026-11-30T00:00:00Z', services: 'moved' } }],
    ['naming none of the five registries', { body: { publication: '2026-11-30T00:00:00Z', services: [[['8.0.0.0/8'], ['https://rdap.example.net/']]] } }],
  ])('keeps the shipped table when IANA\'s bootstrap is %s', async (_case, answer) => {
    h.set('GET /rdap/ipv4.json', answer)
    const { host, used } = await started()
    expect(used).toBe(false)
    expect(currentDesignations()).toBe(SHIPPED_DESIGNATIONS)
    const refused = await host.call('/api/security/ip-block?ip=8.8.8.8')
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('uses ARIN RDAP') } })
    expect((await host.call('/api/security/ip-block?ip=2410::1')).status).toBe(402)
  })
})
