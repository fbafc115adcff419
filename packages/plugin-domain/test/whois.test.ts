import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { domainFixtures } from './_harness.ts'

describe('domain.whois', () => {
  const h = testHost(domainFixtures)

  it('asks the RDAP server IANA names for the TLD and answers the registration', async () => {
    const data = await h.ok('/api/domain/whois?domain=Google.com')
    expect(data.items[0]).toEqual({
      domain: 'google.com',
      unicodeName: null,
      handle: '2138514_DOMAIN_COM-VRSN',
      registrar: { name: 'MarkMonitor Inc.', ianaId: '292', abuseEmail: 'abusecomplaints@markmonitor.com', abusePhone: '+1.2086851750' },
      registrant: null,
      status: ['client delete prohibited', 'client transfer prohibited', 'client update prohibited', 'server delete prohibited', 'server transfer prohibited', 'server update prohibited'],
      registered: '1997-09-15',
      expires: '2028-09-14',
      updated: '2019-09-09',
      nameservers: ['ns1.google.com', 'ns2.google.com', 'ns3.google.com', 'ns4.google.com'],
      dnssec: false,
      rdapServer: 'https://rdap.verisign.com/com/v1/',
    })
    expect(data.source).toMatchObject({ provider: expect.stringContaining('RDAP'), url: 'https://rdap.verisign.com/com/v1/domain/google.com' })
    expect(h.requests.map((request) => request.path)).toEqual(expect.arrayContaining(['/rdap/dns.json', '/com/v1/domain/google.com']))
    expect(h.requests.find((request) => request.path.startsWith('/com/v1/'))?.headers.accept).toContain('application/rdap+json')
  })

  it('reads the registrant where the registry publishes it, and another TLD\'s server', async () => {
    const row = (await h.ok('/api/domain/whois?domain=example.org.')).items[0]
    expect(row).toMatchObject({ domain: 'example.org', registrar: { name: 'Example Registrar, Inc.', ianaId: '9999', abuseEmail: null }, registrant: { name: null, organization: 'Example Org', country: 'CA' }, dnssec: true, updated: null, nameservers: ['a.iana-servers.net', 'b.iana-servers.net'] })
  })

  it('looks a host name up as its registered domain (Public Suffix List)', async () => {
    expect((await h.ok('/api/domain/whois?domain=mail.www.google.com')).items[0].domain).toBe('google.com')
    expect(h.last().path).toBe('/com/v1/domain/google.com')
  })

  it('answers 404 for a name the registry does not have, and for a TLD without RDAP', async () => {
    await h.status('/api/domain/whois?domain=unregistered-name-4711.com', 404, undefined, 'NOT_FOUND')
    const body = await h.status('/api/domain/whois?domain=example.zz', 404, undefined, 'NOT_FOUND')
    expect(body.error).toContain('.zz')
  })

  it('names the bad field', () => h.rejects('/api/domain/whois?domain=not a domain', 'domain'))

  h.failures('GET /rdap/dns.json', '/api/domain/whois?domain=google.com')
  h.failures('GET /com/v1/domain/google.com', '/api/domain/whois?domain=google.com')
})
