import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

// The feed and the advisory are shaped like CISA's ROLIE feed and CSAF 2.0 documents; their values are made up (see the README).
const FEED = 'GET /csaf_files/OT/white/cisa-csaf-ot-feed-tlp-white.json'
const ADVISORY = 'GET /csaf_files/OT/white/2024/icsa-24-901-03.json'
const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['cisa-csaf'],
  routes: {
    [FEED]: fixture('cisa-csaf', 'feed-tlp-white.json'),
    [ADVISORY]: fixture('cisa-csaf', 'icsa-24-901-03.json'),
  },
})

describe('security.ics-advisories', () => {
  it('lists the latest advisories of the feed, newest first', async () => {
    const data = await h.ok('/api/security/ics-advisories?limit=3')
    expect(data).toMatchObject({ total: 7, meta: { mode: 'list' } })
    expect(data.items[0]).toEqual({
      id: 'ICSA-24-901-03',
      title: 'Example Controls EC-100 Gateway',
      medical: false,
      published: '2024-10-24',
      updated: '2024-10-24',
      url: 'https://www.cisa.gov/news-events/ics-advisories/icsa-24-901-03',
      csafUrl: 'https://raw.githubusercontent.com/cisagov/CSAF/develop/csaf_files/OT/white/2024/icsa-24-901-03.json',
    })
    expect(data.items.map((item: { id: string }) => item.id)).toEqual(['ICSA-24-901-03', 'ICSA-24-901-02', 'ICSA-24-901-01'])
  })

  it('filters by title words, date and kind', async () => {
    expect((await h.ok('/api/security/ics-advisories?q=imaginary%20Placeholder')).items.map((item: { id: string }) => item.id)).toEqual(['ICSA-24-899-01'])
    expect((await h.ok('/api/security/ics-advisories?from=2024-10-22')).total).toBe(5)
    expect((await h.ok('/api/security/ics-advisories?vendor=Made%26Up&product=DDC9000')).items.map((item: { id: string }) => item.id)).toEqual(['ICSA-24-894-05'])
    expect((await h.ok('/api/security/ics-advisories?medical=true')).items.map((item: { id: string }) => item.id)).toEqual(['ICSMA-24-857-01'])
  })

  it('answers one advisory in full from its CSAF document', async () => {
    const data = await h.ok('/api/security/ics-advisories?id=icsa-24-901-03')
    expect(data.meta).toEqual({ mode: 'lookup' })
    expect(data.items[0]).toMatchObject({
      id: 'ICSA-24-901-03',
      title: 'Example Controls EC-100 Gateway',
      vendors: ['Example Controls'],
      products: ['Example Controls EC-100 Gateway <=2.4.1', 'Example Controls EC-100 Gateway Lite 1.0'],
      productsTotal: 2,
      published: '2024-10-24',
      cves: ['CVE-2024-99901', 'CVE-2024-99902'],
      maxCvss: { score: 6.5, vector: 'CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N' },
      sectors: 'Energy',
      countries: 'Worldwide',
      vendorHeadquarters: 'Canada',
      revisions: [{ date: '2024-10-24', number: '1', summary: 'Initial Publication' }],
      url: 'https://www.cisa.gov/news-events/ics-advisories/icsa-24-901-03',
    })
    expect(data.items[0].vulnerabilities[0]).toMatchObject({ cve: 'CVE-2024-99901', cwe: { id: 'CWE-306', name: 'Missing Authentication for Critical Function' } })
    expect(data.items[0].vulnerabilities[0].remediations[0]).toEqual({ category: 'vendor_fix', details: 'Made-up fix: update the EC-100 Gateway to version 2.4.2 or later.', url: 'https://example.com/downloads/ec-100' })
    expect(data.items[0].riskEvaluation).toMatch(/^Successful exploitation of these made-up vulnerabilities could allow an attacker to access/)
  })

  it('answers 404 for an advisory CISA has not published', () => h.status('/api/security/ics-advisories?id=ICSA-24-901-09', 404, undefined, 'NOT_FOUND'))

  it('names the bad field, before payment', async () => {
    await h.rejects('/api/security/ics-advisories?id=CVE-2024-99901', 'id')
    await h.rejects('/api/security/ics-advisories?id=ICSA-24-901-03&q=siemens', 'q')
    await h.rejects('/api/security/ics-advisories?from=2024-13-01', 'from')
    await h.rejects('/api/security/ics-advisories?id=ICSA-24-901-03&vendor=siemens', 'vendor')
    await h.rejects('/api/security/ics-advisories?limit=0', 'limit')
  })

  h.failures(FEED, '/api/security/ics-advisories')
  h.failures(ADVISORY, '/api/security/ics-advisories?id=ICSA-24-901-03')
})
