import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['nvd'],
  keys: { nvd: 'nvd-key' },
  routes: {
    'GET /rest/json/cves/2.0': (request) => fixture('nvd', request.query.has('cveId') ? (request.query.get('cveId') === 'CVE-2021-44228' ? 'cve-2021-44228.json' : 'cve-none.json') : 'search-log4j.json'),
    'GET /rest/json/cvehistory/2.0': fixture('nvd', 'history-cve-2021-44228.json'),
  },
})

describe('security.cve', () => {
  it('answers one CVE with CVSS, CWEs, KEV dates, affected CPEs and references, sending the key in the apiKey header', async () => {
    const data = await h.ok('/api/security/cve?id=cve-2021-44228')
    expect(data.total).toBe(1)
    const [item] = data.items
    expect(item).toMatchObject({
      id: 'CVE-2021-44228',
      status: 'Analyzed',
      published: '2021-12-10',
      cvss: { version: '3.1', score: 10, severity: 'CRITICAL', vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H', source: 'nvd@nist.gov' },
      cwes: ['CWE-20', 'CWE-400', 'CWE-502', 'CWE-917'],
      kev: { dateAdded: '2021-12-10', dueDate: '2021-12-24', name: 'Apache Log4j2 Remote Code Execution Vulnerability' },
      affectedTotal: 4,
      referencesTotal: 3,
      url: 'https://nvd.nist.gov/vuln/detail/CVE-2021-44228',
    })
    expect(item.description).toMatch(/^Apache Log4j2 2\.0-beta9 through 2\.15\.0/)
    expect(item.cvssAll.map((entry: { version: string; severity: string }) => [entry.version, entry.severity])).toEqual([['3.1', 'CRITICAL'], ['2.0', 'HIGH']])
    expect(item.affected[0]).toEqual({ cpe: 'cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:*', versionStartIncluding: '2.0.1', versionStartExcluding: null, versionEndIncluding: null, versionEndExcluding: '2.3.1' })
    expect(item.affected.map((entry: { cpe: string }) => entry.cpe)).not.toContain('cpe:2.3:o:siemens:sppa-t3000_ses3000_firmware:-:*:*:*:*:*:*:*')
    expect(h.last('/rest/json/cves/2.0').params).toEqual({ cveId: 'CVE-2021-44228' })
    expect(h.last().headers.apikey).toBe('nvd-key')
    expect(data.source).toMatchObject({ provider: 'NIST National Vulnerability Database' })
    expect(data.source.url).not.toContain('nvd-key')
  })

  it('reads NVD\'s 403 as its rate limit (429, uncharged)', async () => {
    h.set('GET /rest/json/cves/2.0', { status: 403, body: '' })
    await h.status('/api/security/cve?id=CVE-2021-44228', 429, undefined, 'UPSTREAM_RATE_LIMIT')
  })

  it('carries the notice the NVD terms of use ask services to show, in meta.attribution', async () => {
    const { status, body } = await h.call('/api/security/cve?id=CVE-2021-44228')
    expect(status).toBe(200)
    expect(body.meta.attribution).toEqual([{ provider: 'NIST National Vulnerability Database', text: 'This product uses the NVD API but is not endorsed or certified by the NVD.', url: 'https://nvd.nist.gov/developers/terms-of-use' }])
  })

  it('answers 404 for a CVE the NVD has no record of', () => h.status('/api/security/cve?id=CVE-1999-99999', 404, undefined, 'NOT_FOUND'))

  it('names the bad field', async () => {
    await h.rejects('/api/security/cve', 'id')
    await h.rejects('/api/security/cve?id=2021-44228', 'id')
    await h.rejects('/api/security/cve?id=CVE-2021-44228&format=xml', 'format')
  })

  h.failures('GET /rest/json/cves/2.0', '/api/security/cve?id=CVE-2021-44228')
})

describe('security.cve-search', () => {
  it('searches by keyword and severity, with NVD switch parameters sent without a value', async () => {
    const data = await h.ok('/api/security/cve-search?q=log4j&severity=critical&kev=true&limit=2')
    expect(data.total).toBe(38)
    expect(data.items.map((item: { id: string; cvss: { score: number } }) => [item.id, item.cvss.score])).toEqual([['CVE-2021-44228', 10], ['CVE-2021-45046', 9]])
    const request = h.last('/rest/json/cves/2.0')
    expect(Object.fromEntries(request.query)).toEqual({ keywordSearch: 'log4j', cvssV3Severity: 'CRITICAL', resultsPerPage: '2', startIndex: '0', hasKev: '', noRejected: '' })
  })

  it('sends a publication window as NVD timestamps and a CWE', async () => {
    await h.ok('/api/security/cve-search?cwe=cwe-917&from=2021-12-01&to=2021-12-31')
    expect(h.last('/rest/json/cves/2.0').params).toMatchObject({ cweId: 'CWE-917', pubStartDate: '2021-12-01T00:00:00.000', pubEndDate: '2021-12-31T23:59:59.999' })
  })

  it('turns vendor and product into a CPE match string', async () => {
    await h.ok('/api/security/cve-search?vendor=Apache&product=log4j')
    expect(h.last('/rest/json/cves/2.0').params).toMatchObject({ virtualMatchString: 'cpe:2.3:*:apache:log4j' })
    await h.ok('/api/security/cve-search?product=exchange_server')
    expect(h.last('/rest/json/cves/2.0').params).toMatchObject({ virtualMatchString: 'cpe:2.3:*:*:exchange_server' })
  })

  it('refuses before payment what NVD would refuse', async () => {
    await h.rejects('/api/security/cve-search?cpe=cpe:2.3:a:apache:log4j&vendor=apache', 'vendor')
    await h.rejects('/api/security/cve-search?vendor=apache%20software', 'vendor')
    await h.rejects('/api/security/cve-search', 'q')
    await h.rejects('/api/security/cve-search?exact=true&cwe=CWE-79', 'exact')
    await h.rejects('/api/security/cve-search?q=x', 'q')
    await h.rejects('/api/security/cve-search?q=log4j&severity=severe', 'severity')
    await h.rejects('/api/security/cve-search?from=2021-01-01&to=2021-12-31', 'to')
    await h.rejects('/api/security/cve-search?from=2021-12-01&to=2021-11-01', 'to')
    await h.rejects('/api/security/cve-search?to=2021-12-01', 'from')
    await h.rejects('/api/security/cve-search?cpe=apache', 'cpe')
    await h.rejects('/api/security/cve-search?q=log4j&limit=101', 'limit')
  })

  h.failures('GET /rest/json/cves/2.0', '/api/security/cve-search?q=log4j')
})

describe('security.cve-changes', () => {
  it('lists the change events of one CVE with their details', async () => {
    const data = await h.ok('/api/security/cve-changes?id=CVE-2021-44228&event=initial%20analysis')
    expect(data.total).toBe(61)
    expect(data.items[1]).toMatchObject({ cve: 'CVE-2021-44228', event: 'Initial Analysis', source: 'nvd@nist.gov', date: '2021-12-10', detailsTotal: 3 })
    expect(data.items[1].details[1]).toEqual({ action: 'Added', type: 'CWE', oldValue: null, newValue: 'NIST CWE-502' })
    expect(h.last('/rest/json/cvehistory/2.0').params).toEqual({ cveId: 'CVE-2021-44228', eventName: 'Initial Analysis', resultsPerPage: '20', startIndex: '0' })
  })

  it('asks a change window', async () => {
    await h.ok('/api/security/cve-changes?from=2026-11-01&to=2026-11-07&limit=5')
    expect(h.last('/rest/json/cvehistory/2.0').params).toMatchObject({ changeStartDate: '2026-11-01T00:00:00.000', changeEndDate: '2026-11-07T23:59:59.999', resultsPerPage: '5' })
  })

  it('names the bad field', async () => {
    await h.rejects('/api/security/cve-changes', 'id')
    await h.rejects('/api/security/cve-changes?id=CVE-2021-44228&event=Patched', 'event')
    await h.rejects('/api/security/cve-changes?from=2026-01-01&to=2026-06-01', 'to')
  })

  h.failures('GET /rest/json/cvehistory/2.0', '/api/security/cve-changes?id=CVE-2021-44228')
})
