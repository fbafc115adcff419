import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['osv'],
  routes: { 'POST /v1/query': (request) => fixture('osv', JSON.parse(request.body).version === '4.17.20' ? 'query-lodash-4.17.20.json' : 'query-none.json') },
})

describe('security.package', () => {
  it('lists the advisories of one package version with aliases, severity and fixed versions', async () => {
    const data = await h.ok('/api/security/package?ecosystem=NPM&name=lodash&version=4.17.20')
    expect(data.total).toBe(2)
    expect(data.items[0]).toMatchObject({
      id: 'GHSA-35jh-r3h4-6jhm',
      aliases: ['CVE-2021-23337'],
      summary: 'Command Injection in lodash',
      severity: 'HIGH',
      cvss: [{ type: 'CVSS_V3', vector: 'CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H' }],
      cwes: ['CWE-77', 'CWE-94'],
      fixedIn: ['4.17.21'],
      published: '2021-05-06',
      url: 'https://osv.dev/vulnerability/GHSA-35jh-r3h4-6jhm',
    })
    expect(data.items[1]).toMatchObject({ id: 'GHSA-29mw-wpgm-hmr9', severity: 'MODERATE', fixedIn: ['4.17.21'] })
    const sent = h.last('/v1/query')
    expect(JSON.parse(sent.body)).toEqual({ package: { name: 'lodash', ecosystem: 'npm' }, version: '4.17.20' })
    expect(data.source).toMatchObject({ provider: 'OSV.dev' })
  })

  it('credits OSV.dev in meta.attribution, as the CC BY 4.0 of its data asks', async () => {
    const { status, body } = await h.call('/api/security/package?ecosystem=NPM&name=lodash&version=4.17.20')
    expect(status).toBe(200)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'OSV.dev', text: 'Vulnerability data from OSV.dev (CC BY 4.0) and the advisory databases it aggregates', url: 'https://osv.dev/' }])
  })

  it('answers an empty list for a version without advisories, and asks for every advisory without a version', async () => {
    const data = await h.ok('/api/security/package?ecosystem=pypi&name=requests')
    expect(data).toMatchObject({ items: [], total: 0 })
    expect(h.last().json()).toEqual({ package: { name: 'requests', ecosystem: 'PyPI' } })
  })

  it('names the bad field', async () => {
    await h.rejects('/api/security/package?name=lodash', 'ecosystem')
    await h.rejects('/api/security/package?ecosystem=cobol&name=lodash', 'ecosystem')
    await h.rejects('/api/security/package?ecosystem=npm', 'name')
    await h.rejects('/api/security/package?ecosystem=npm&name=lo%20dash', 'name')
  })

  h.failures('POST /v1/query', '/api/security/package?ecosystem=npm&name=lodash&version=4.17.20')
})
