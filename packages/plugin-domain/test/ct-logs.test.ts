import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { domainFixtures } from './_harness.ts'

describe('domain.ct-logs', () => {
  const h = testHost(domainFixtures)

  it('asks crt.sh for the domain and its subdomains and answers one row per certificate, newest first', async () => {
    const data = await h.ok('/api/domain/ct-logs?domain=example.com')
    expect(h.last('/').params).toEqual({ q: '%.example.com', output: 'json' })
    expect(data.total).toBe(2)
    expect(data.items[0]).toEqual({
      id: 16386728593,
      loggedAt: '2026-01-15T19:52:41.207Z',
      notBefore: '2026-01-15T00:00:00Z',
      notAfter: '2027-01-15T23:59:59Z',
      commonName: '*.example.com',
      names: ['*.example.com', 'example.com'],
      issuer: 'C=US, O=DigiCert Inc, CN=DigiCert Global G3 TLS ECC SHA384 2020 CA1',
      issuerCaId: 185756,
      serialNumber: '0ad893bafa68b0b7fb7a404f06ecaf9a',
      url: 'https://crt.sh/?id=16386728593',
    })
    expect(data.items[1].names).toEqual(['www.example.com', 'mail.example.com'])
    expect(data.names).toEqual(['*.example.com', 'example.com', 'mail.example.com', 'www.example.com'])
    expect(data.source.provider).toContain('crt.sh')
  })

  it('asks for the exact name and unexpired certificates when told, and keeps to the limit', async () => {
    const data = await h.ok('/api/domain/ct-logs?domain=example.com&subdomains=false&excludeExpired=true&limit=1')
    expect(h.last('/').params).toEqual({ q: 'example.com', output: 'json', exclude: 'expired' })
    expect(data.items).toHaveLength(1)
    expect(data.total).toBe(2)
  })

  it('names the bad field', async () => {
    await h.rejects('/api/domain/ct-logs?domain=example.com&limit=501', 'limit')
    await h.rejects('/api/domain/ct-logs?domain=-bad-.com', 'domain')
  })

  h.failures('GET /', '/api/domain/ct-logs?domain=example.com')
})
