import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['abuseipdb'],
  keys: { abuseipdb: 'abuse-key' },
  routes: { 'GET /api/v2/check': fixture('abuseipdb', 'check-118.25.6.39.json') },
})

describe('security.ip-abuse', () => {
  it('answers the abuse score and reports, sending the key in the Key header', async () => {
    const data = await h.ok('/api/security/ip-abuse?ip=118.25.6.39')
    expect(data.items).toEqual([{
      ip: '118.25.6.39',
      abuseConfidenceScore: 100,
      totalReports: 1,
      distinctReporters: 1,
      lastReportedAt: '2018-12-20T20:55:14+00:00',
      isWhitelisted: false,
      isTor: false,
      isPublic: true,
      usageType: 'Data Center/Web Hosting/Transit',
      isp: 'Tencent Cloud Computing (Beijing) Co. Ltd',
      domain: 'tencent.com',
      hostnames: [],
      countryCode: 'CN',
      maxAgeDays: 90,
    }])
    expect(h.last('/api/v2/check').params).toEqual({ ipAddress: '118.25.6.39', maxAgeInDays: '90' })
    expect(h.last().headers.key).toBe('abuse-key')
    expect(data.source.url).not.toContain('abuse-key')
  })

  it('names the bad field, before payment', async () => {
    await h.rejects('/api/security/ip-abuse', 'ip')
    await h.rejects('/api/security/ip-abuse?ip=192.168.1.1', 'ip')
    await h.rejects('/api/security/ip-abuse?ip=118.25.6.39&days=366', 'days')
  })

  h.failures('GET /api/v2/check', '/api/security/ip-abuse?ip=118.25.6.39')
})

describe('security operations whose upstream needs a key', () => {
  const app = testHost({ plugins: securityPlugin, elsewhere: { abuseipdb: 'http://127.0.0.1:9' }, paid: true })
  it('are unavailable without it: 503 before any 402, naming the key to configure', async () => {
    const body = await app.status('/api/security/ip-abuse?ip=118.25.6.39', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_ABUSEIPDB_KEY')
    const ioc = await app.status('/api/security/ioc-reputation?indicator=example.org', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(ioc.error).toContain('SVC_UPSTREAM_THREATFOX_KEY')
  })
})
