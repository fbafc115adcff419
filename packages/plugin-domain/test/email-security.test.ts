import { testHost } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsSettings, domainFixtures } from './_harness.ts'

// Made-up zones on a DNS server on 127.0.0.1: one domain that does it all, one that does little.
let dns: DnsTestServer
beforeAll(async () => {
  dns = await serveDns({
    records: {
      'strict.example.net': [
        { type: 'MX', data: { preference: 20, exchange: 'mx2.strict.example.net' } },
        { type: 'MX', data: { preference: 10, exchange: 'mx1.strict.example.net' } },
        { type: 'TXT', data: 'v=spf1 include:_spf.mail.example.net ip4:192.0.2.0/24 -all' },
        { type: 'TXT', data: 'site-verification=abc' },
      ],
      '_dmarc.strict.example.net': [{ type: 'TXT', data: 'v=DMARC1; p=reject; sp=quarantine; pct=50; rua=mailto:dmarc@strict.example.net,mailto:agg@reports.example.net; adkim=s' }],
      '_mta-sts.strict.example.net': [{ type: 'TXT', data: 'v=STSv1; id=20261126T000000' }],
      '_smtp._tls.strict.example.net': [{ type: 'TXT', data: 'v=TLSRPTv1; rua=mailto:tlsrpt@strict.example.net' }],
      'default._bimi.strict.example.net': [{ type: 'TXT', data: 'v=BIMI1; l=https://strict.example.net/logo.svg; a=' }],
      'selector1._domainkey.strict.example.net': [{ type: 'TXT', data: ['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ', 'DwIDAQAB'] }],
      'google._domainkey.strict.example.net': [{ type: 'TXT', data: 'v=DKIM1; k=ed25519; p=' }],
      'loose.example.net': [
        { type: 'TXT', data: 'v=spf1 +all' },
        { type: 'TXT', data: 'v=spf1 mx ~all' },
        { type: 'A', data: '93.184.215.1' },
      ],
      '_dmarc.loose.example.net': [{ type: 'TXT', data: 'v=DMARC1; p=none' }],
      // A cloud host's resolver also answers its private network's names: none of this may reach a caller.
      'inside.example.net': [{ type: 'MX', data: { preference: 10, exchange: 'mail.corp.internal' } }, { type: 'MX', data: { preference: 20, exchange: 'mx.inside.example.net' } }],
      'corp.internal': [{ type: 'MX', data: { preference: 10, exchange: 'mx.corp.internal' } }, { type: 'TXT', data: 'v=spf1 -all' }],
    },
  })
  dnsSettings.servers = [dns.address]
})
afterAll(() => dns.close())

describe('domain.email-security', () => {
  const h = testHost(domainFixtures)

  it('reads SPF, DMARC, DKIM, MTA-STS, TLS-RPT, BIMI and MX of a domain that publishes them all', async () => {
    const row = (await h.ok('/api/domain/email-security?domain=strict.example.net')).items[0]
    expect(row.mx).toEqual({ hosts: [{ priority: 10, exchange: 'mx1.strict.example.net' }, { priority: 20, exchange: 'mx2.strict.example.net' }], nullMx: false })
    expect(row.spf).toEqual({ found: true, record: 'v=spf1 include:_spf.mail.example.net ip4:192.0.2.0/24 -all', all: '-all', includes: ['_spf.mail.example.net'], lookups: 1 })
    expect(row.dmarc).toEqual({ found: true, record: expect.stringContaining('p=reject'), policy: 'reject', subdomainPolicy: 'quarantine', percent: 50, reportTo: ['mailto:dmarc@strict.example.net', 'mailto:agg@reports.example.net'], forensicTo: [], alignmentDkim: 'strict', alignmentSpf: 'relaxed' })
    expect(row.dkim.found).toEqual([
      { selector: 'google', keyType: 'ed25519', revoked: true, record: 'v=DKIM1; k=ed25519; p=' },
      { selector: 'selector1', keyType: 'rsa', revoked: false, record: 'v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDwIDAQAB' },
    ])
    expect(row.mtaSts).toEqual({ found: true, record: 'v=STSv1; id=20261126T000000', id: '20261126T000000' })
    expect(row.tlsRpt).toEqual({ found: true, record: 'v=TLSRPTv1; rua=mailto:tlsrpt@strict.example.net', reportTo: ['mailto:tlsrpt@strict.example.net'] })
    expect(row.bimi).toEqual({ found: true, record: 'v=BIMI1; l=https://strict.example.net/logo.svg; a=', logo: 'https://strict.example.net/logo.svg', authority: null })
    expect(row.problems).toEqual([])
    expect(dns.queries).toContain('selector2._domainkey.strict.example.net TXT')
  })

  it('lists the problems of a domain that protects little', async () => {
    const row = (await h.ok('/api/domain/email-security?domain=loose.example.net')).items[0]
    expect(row.spf.found).toBe(true)
    expect(row.dmarc.policy).toBe('none')
    expect(row.problems).toEqual([
      'MX: none; mail goes to the domain\'s A/AAAA address, if any',
      'SPF: 2 records published; receivers treat that as none',
      'SPF: ends in +all, which allows any sender',
      'DMARC: policy none; failing mail is still delivered',
    ])
    expect(row.dkim.found).toEqual([])
    expect(row.mtaSts.found).toBe(false)
  })

  it('answers 404 for a domain that does not exist, 502 when DNS fails', async () => {
    await h.status('/api/domain/email-security?domain=nowhere.example.net', 404, undefined, 'NOT_FOUND')
    const saved = dnsSettings.servers
    dnsSettings.servers = ['127.0.0.1:9']
    try {
      await h.status('/api/domain/email-security?domain=strict.example.net', 502)
    } finally {
      dnsSettings.servers = saved
    }
  })

  it('tells nothing of the host\'s network: special-use names are not asked, private MX hosts are left out', async () => {
    await h.status('/api/domain/email-security?domain=corp.internal', 404, undefined, 'NOT_FOUND')
    expect(dns.queries.filter((query) => query.endsWith('corp.internal TXT') || query === 'corp.internal MX')).toEqual([])
    expect((await h.ok('/api/domain/email-security?domain=inside.example.net')).items[0].mx).toEqual({ hosts: [{ priority: 20, exchange: 'mx.inside.example.net' }], nullMx: false })
  })

  it('names the bad field', () => h.rejects('/api/domain/email-security?domain=strict', 'domain'))
})
