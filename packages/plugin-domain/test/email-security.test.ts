import { type DnsTestServer, serveDns } from '@svc/plugin-dns/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsSettings, domainHarness } from './_harness.ts'

// Made-up zones on a DNS server on 127.0.0.1: one domain that does it all, one that does little.
let dns: DnsTestServer
beforeAll(async () => {
  dns = await serveDns({
    records: {
      'strict.test': [
        { type: 'MX', data: { preference: 20, exchange: 'mx2.strict.test' } },
        { type: 'MX', data: { preference: 10, exchange: 'mx1.strict.test' } },
        { type: 'TXT', data: 'v=spf1 include:_spf.mail.test ip4:192.0.2.0/24 -all' },
        { type: 'TXT', data: 'site-verification=abc' },
      ],
      '_dmarc.strict.test': [{ type: 'TXT', data: 'v=DMARC1; p=reject; sp=quarantine; pct=50; rua=mailto:dmarc@strict.test,mailto:agg@reports.test; adkim=s' }],
      '_mta-sts.strict.test': [{ type: 'TXT', data: 'v=STSv1; id=20261126T000000' }],
      '_smtp._tls.strict.test': [{ type: 'TXT', data: 'v=TLSRPTv1; rua=mailto:tlsrpt@strict.test' }],
      'default._bimi.strict.test': [{ type: 'TXT', data: 'v=BIMI1; l=https://strict.test/logo.svg; a=' }],
      'selector1._domainkey.strict.test': [{ type: 'TXT', data: ['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ', 'DwIDAQAB'] }],
      'google._domainkey.strict.test': [{ type: 'TXT', data: 'v=DKIM1; k=ed25519; p=' }],
      'loose.test': [
        { type: 'TXT', data: 'v=spf1 +all' },
        { type: 'TXT', data: 'v=spf1 mx ~all' },
        { type: 'A', data: '192.0.2.1' },
      ],
      '_dmarc.loose.test': [{ type: 'TXT', data: 'v=DMARC1; p=none' }],
    },
  })
  dnsSettings.servers = [dns.address]
})
afterAll(() => dns.close())

describe('domain.email-security', () => {
  const h = domainHarness()

  it('reads SPF, DMARC, DKIM, MTA-STS, TLS-RPT, BIMI and MX of a domain that publishes them all', async () => {
    const row = (await h.ok('/api/domain/email-security?domain=strict.test')).items[0]
    expect(row.mx).toEqual({ hosts: [{ priority: 10, exchange: 'mx1.strict.test' }, { priority: 20, exchange: 'mx2.strict.test' }], nullMx: false })
    expect(row.spf).toEqual({ found: true, record: 'v=spf1 include:_spf.mail.test ip4:192.0.2.0/24 -all', all: '-all', includes: ['_spf.mail.test'], lookups: 1 })
    expect(row.dmarc).toEqual({ found: true, record: expect.stringContaining('p=reject'), policy: 'reject', subdomainPolicy: 'quarantine', percent: 50, reportTo: ['mailto:dmarc@strict.test', 'mailto:agg@reports.test'], forensicTo: [], alignmentDkim: 'strict', alignmentSpf: 'relaxed' })
    expect(row.dkim.found).toEqual([
      { selector: 'google', keyType: 'ed25519', revoked: true, record: 'v=DKIM1; k=ed25519; p=' },
      { selector: 'selector1', keyType: 'rsa', revoked: false, record: 'v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDwIDAQAB' },
    ])
    expect(row.mtaSts).toEqual({ found: true, record: 'v=STSv1; id=20261126T000000', id: '20261126T000000' })
    expect(row.tlsRpt).toEqual({ found: true, record: 'v=TLSRPTv1; rua=mailto:tlsrpt@strict.test', reportTo: ['mailto:tlsrpt@strict.test'] })
    expect(row.bimi).toEqual({ found: true, record: 'v=BIMI1; l=https://strict.test/logo.svg; a=', logo: 'https://strict.test/logo.svg', authority: null })
    expect(row.problems).toEqual([])
    expect(dns.queries).toContain('selector2._domainkey.strict.test TXT')
  })

  it('lists the problems of a domain that protects little', async () => {
    const row = (await h.ok('/api/domain/email-security?domain=loose.test')).items[0]
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
    await h.status('/api/domain/email-security?domain=nowhere.test', 404, undefined, 'NOT_FOUND')
    const saved = dnsSettings.servers
    dnsSettings.servers = ['127.0.0.1:9']
    try {
      await h.status('/api/domain/email-security?domain=strict.test', 502)
    } finally {
      dnsSettings.servers = saved
    }
  })

  it('names the bad field', () => h.rejects('/api/domain/email-security?domain=strict', 'domain'))
})
