import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { designatedRegistry } from '../src/rdap/designations.ts'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

// ARIN's Whois Terms of Use forbid its RDAP in a commercial service: only the addresses ARIN administers need it.
const RDAP = ['iana-rdap', 'rdap-arin', 'rdap-ripe', 'rdap-apnic', 'rdap-lacnic', 'rdap-afrinic']
const gate = createTestPaymentGate()
const h = testHost({
  plugins: [securityPlugin],
  upstreams: [...RDAP, 'tor-exits'],
  paid: true,
  gate,
  hostPer: 'test',
  routes: {
    'GET /rdap/ipv4.json': fixture('iana-rdap', 'ipv4.json'),
    'GET /rdap/ipv6.json': fixture('iana-rdap', 'ipv6.json'),
    'GET /ip/8.8.8.8': fixture('rdap', 'arin-ip-8.8.8.8.json'),
    'GET /ip/2a00:1450:4001:80b::200e': fixture('rdap', 'ripe-ip-2a00-1450.json'),
  },
})
const paid = { headers: { [TEST_PAYER_HEADER]: '0x1111111111111111111111111111111111111111' } }
const arinUnaccepted = () => ({ upstreams: { 'rdap-arin': { baseUrl: h.server.url, acceptTerms: false } } })

describe('ARIN\'s terms not accepted', () => {
  it('lists ip-block and ip-reputation as available, except the calls that need ARIN, naming its setting', async () => {
    const { app } = h.open({ config: arinUnaccepted() })
    const { operations } = await (await app.request('/api/directory')).json()
    for (const id of ['security.ip-block', 'security.ip-reputation']) {
      const entry = operations.find((item: { id: string }) => item.id === id)
      expect(entry).toMatchObject({ available: true, availableExcept: expect.stringContaining('uses ARIN RDAP, whose terms do not allow charging for its data') })
      expect(entry.availableExcept).toContain('SVC_UPSTREAM_RDAP_ARIN_ACCEPT_TERMS=true')
      expect(entry.unavailableReason).toBeUndefined()
    }
    const page = await (await app.request('/docs/security.ip-block')).text()
    expect(page).toContain('Available, except calls that need a provider this host cannot call: it uses ARIN RDAP')
    const accepted = await (await h.open().app.request('/api/directory')).json()
    expect(accepted.operations.find((item: { id: string }) => item.id === 'security.ip-block')).not.toHaveProperty('availableExcept')
  })

  it('refuses an address ARIN administers, 503 naming the ARIN setting before any 402, asking no upstream and charging nothing', async () => {
    for (const path of ['/api/security/ip-block?ip=8.8.8.8', '/api/security/ip-block?cidr=8.8.8.0/24', '/api/security/ip-reputation?ip=8.8.8.8', '/api/security/ip-block?ip=2620:0:2d0::1']) {
      const before = { requests: h.requests.length, settled: gate.settled.length }
      for (const init of [undefined, paid]) {
        const refused = await h.call(path, undefined, arinUnaccepted(), init)
        expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('uses ARIN RDAP, whose terms do not allow charging for its data') } })
        expect(refused.body.error).toContain('SVC_UPSTREAM_RDAP_ARIN_ACCEPT_TERMS=true')
      }
      expect(h.requests.length).toBe(before.requests)
      expect(gate.settled.length).toBe(before.settled)
    }
  })

  it('serves an address RIPE NCC administers, paid', async () => {
    const unpaid = await h.call('/api/security/ip-block?ip=2a00:1450:4001:80b::200e', undefined, arinUnaccepted())
    expect(unpaid.status).toBe(402)
    const served = await h.call('/api/security/ip-block?ip=2a00:1450:4001:80b::200e', undefined, arinUnaccepted(), paid)
    expect(served).toMatchObject({ status: 200, body: { data: { items: [{ registry: 'RIPE NCC' }] } } })
  })

  it('serves the ARIN address once the operator accepts ARIN\'s terms', async () => {
    const accepted = { upstreams: { 'rdap-arin': { baseUrl: h.server.url, acceptTerms: true } } }
    const served = await h.call('/api/security/ip-block?ip=8.8.8.8', undefined, accepted, paid)
    expect(served).toMatchObject({ status: 200, body: { data: { items: [{ registry: 'ARIN' }] } } })
  })
})

describe('designatedRegistry (IANA\'s designations, read before payment)', () => {
  it('names the registry of an address as the bootstrap does, and none for reserved space', () => {
    expect(designatedRegistry('8.8.8.8')?.id).toBe('rdap-arin')
    expect(designatedRegistry('193.0.6.139')?.id).toBe('rdap-ripe')
    expect(designatedRegistry('1.1.1.1')?.id).toBe('rdap-apnic')
    expect(designatedRegistry('200.3.14.10')?.id).toBe('rdap-lacnic')
    expect(designatedRegistry('196.216.2.1')?.id).toBe('rdap-afrinic')
    expect(designatedRegistry('2001:4860:4860::8888')?.id).toBe('rdap-arin')
    expect(designatedRegistry('2a00:1450:4001:80b::200e')?.id).toBe('rdap-ripe')
    expect(designatedRegistry('10.0.0.1')).toBeNull()
    expect(designatedRegistry('fd00::1')).toBeNull()
  })
})
