import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { cvePage, cveSummary } from '../nvd/cve-record.ts'
import { cveId } from '../params.ts'
import { nvd } from '../upstreams/nvd.ts'

export default defineOperation({
  name: 'cve',
  method: 'GET',
  description: 'One CVE from the NIST National Vulnerability Database: description, CVSS scores (v4.0, v3.x, v2) with vectors, CWE weaknesses, CISA known-exploited flag, affected products (CPE) and references.',
  input: v.object({ id: cveId() }),
  upstreams: [nvd],
  cacheTtl: '6h',
  sources: [{ path: '/rest/json/cves/2.0', about: 'NVD CVE API 2.0 `GET /rest/json/cves/2.0?cveId=`' }],
  keywords: ['CVE details', 'look up CVE-2021-44228', 'cvss score of a cve', 'what is this vulnerability', 'nvd entry', 'log4shell'],
  example: { params: { id: 'CVE-2021-44228' } },
  async handler({ input, upstream }) {
    const { data, url } = await upstream(nvd).json('/rest/json/cves/2.0', { query: { cveId: input.id }, schema: cvePage })
    const record = data.vulnerabilities.find((entry) => entry.cve.id === input.id)
    if (!record) throw createError('NOT_FOUND', `The NVD has no record of ${input.id}`)
    return lookupAnswer(cveSummary(record.cve), sourceOf(nvd, url))
  },
})
