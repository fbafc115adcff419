import { upstreamHarness } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const FEED = 'GET /csaf_files/OT/white/cisa-csaf-ot-feed-tlp-white.json'
const h = upstreamHarness({
  plugins: [securityPlugin],
  upstreams: ['cisa-csaf'],
  routes: {
    [FEED]: fixture('cisa-csaf', 'feed-tlp-white.json'),
    'GET /csaf_files/OT/white/2024/icsa-24-298-03.json': fixture('cisa-csaf', 'icsa-24-298-03.json'),
  },
})

describe('security.ics-advisories', () => {
  it('lists the latest advisories of the feed, newest first', async () => {
    const data = await h.ok('/api/security/ics-advisories?limit=3')
    expect(data).toMatchObject({ total: 7, meta: { mode: 'list' } })
    expect(data.items[0]).toEqual({
      id: 'ICSA-24-298-03',
      title: 'Deep Sea Electronics DSE855',
      medical: false,
      published: '2024-10-24',
      updated: '2024-10-24',
      url: 'https://www.cisa.gov/news-events/ics-advisories/icsa-24-298-03',
      csafUrl: 'https://raw.githubusercontent.com/cisagov/CSAF/develop/csaf_files/OT/white/2024/icsa-24-298-03.json',
    })
    expect(data.items.map((item: { id: string }) => item.id)).toEqual(['ICSA-24-298-03', 'ICSA-24-298-02', 'ICSA-24-298-01'])
  })

  it('filters by title words, date and kind', async () => {
    expect((await h.ok('/api/security/ics-advisories?q=mitsubishi%20ICONICS')).items.map((item: { id: string }) => item.id)).toEqual(['ICSA-24-296-01'])
    expect((await h.ok('/api/security/ics-advisories?from=2024-10-22')).total).toBe(5)
    expect((await h.ok('/api/security/ics-advisories?vendor=Kieback%26Peter&product=DDC4000')).items.map((item: { id: string }) => item.id)).toEqual(['ICSA-24-291-05'])
    expect((await h.ok('/api/security/ics-advisories?medical=true')).items.map((item: { id: string }) => item.id)).toEqual(['ICSMA-24-254-01'])
  })

  it('answers one advisory in full from its CSAF document', async () => {
    const data = await h.ok('/api/security/ics-advisories?id=icsa-24-298-03')
    expect(data.meta).toEqual({ mode: 'lookup' })
    expect(data.items[0]).toMatchObject({
      id: 'ICSA-24-298-03',
      title: 'Deep Sea Electronics DSE855',
      vendors: ['Deep Sea Electronics'],
      published: '2024-10-24',
      cves: ['CVE-2024-5947'],
      maxCvss: { score: 6.5 },
      sectors: 'Energy',
      countries: 'Worldwide',
      vendorHeadquarters: 'United Kingdom',
      url: 'https://www.cisa.gov/news-events/ics-advisories/icsa-24-298-03',
    })
    expect(data.items[0].vulnerabilities[0]).toMatchObject({ cve: 'CVE-2024-5947', cwe: { id: 'CWE-306', name: 'Missing Authentication for Critical Function' } })
    expect(data.items[0].riskEvaluation).toMatch(/^Successful exploitation of this vulnerability could allow an attacker to access/)
  })

  it('answers 404 for an advisory CISA has not published', () => h.status('/api/security/ics-advisories?id=ICSA-24-298-09', 404, undefined, 'NOT_FOUND'))

  it('names the bad field, before payment', async () => {
    await h.rejects('/api/security/ics-advisories?id=CVE-2024-5947', 'id')
    await h.rejects('/api/security/ics-advisories?id=ICSA-24-298-03&q=siemens', 'q')
    await h.rejects('/api/security/ics-advisories?from=2024-13-01', 'from')
    await h.rejects('/api/security/ics-advisories?id=ICSA-24-298-03&vendor=siemens', 'vendor')
    await h.rejects('/api/security/ics-advisories?limit=0', 'limit')
  })

  h.failures(FEED, '/api/security/ics-advisories')
  h.failures('GET /csaf_files/OT/white/2024/icsa-24-298-03.json', '/api/security/ics-advisories?id=ICSA-24-298-03')
})
