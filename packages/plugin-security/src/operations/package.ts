import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { advisoryOf, osvAnswer } from '../osv-advisory.ts'
import { osv } from '../upstreams/osv.ts'

/** OSV ecosystem names (https://ossf.github.io/osv-schema/#defined-ecosystems) this operation accepts. */
const ECOSYSTEMS = [
  'npm', 'PyPI', 'Maven', 'Go', 'crates.io', 'NuGet', 'RubyGems', 'Packagist', 'Pub', 'Hex', 'Hackage', 'CRAN', 'SwiftURL',
  'GitHub Actions', 'Bioconductor', 'Debian', 'Ubuntu', 'Alpine', 'Rocky Linux', 'AlmaLinux', 'Red Hat', 'SUSE', 'openSUSE', 'Wolfi', 'Chainguard', 'Linux', 'Android', 'OSS-Fuzz',
] as const
const byLowerCase = new Map<string, string>(ECOSYSTEMS.map((name) => [name.toLowerCase(), name]))
byLowerCase.set('pypi', 'PyPI').set('cargo', 'crates.io').set('rust', 'crates.io').set('rubygems', 'RubyGems').set('composer', 'Packagist').set('golang', 'Go')

export default defineOperation({
  name: 'package',
  method: 'GET',
  description: 'Known vulnerabilities of an open-source package (npm, PyPI, Maven, Go, crates.io, NuGet, RubyGems, Packagist and more) from OSV.dev: for one version, or every advisory of the package, with aliases (CVE, GHSA), severity, CVSS vector, CWEs and the versions that fix it.',
  input: v.object({
    ecosystem: v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => byLowerCase.get(value.toLowerCase()) ?? value),
      v.picklist(ECOSYSTEMS, `must be an OSV ecosystem: ${ECOSYSTEMS.join(', ')}`),
      v.description('Package ecosystem, e.g. npm, PyPI, Maven, Go, crates.io'),
    ),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(214), v.regex(/^[^\s]+$/, 'must not contain spaces'), v.description('Package name as its registry writes it, e.g. lodash, requests, org.apache.logging.log4j:log4j-core')),
    version: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.regex(/^[^\s]+$/, 'must not contain spaces'), v.description('Version to check (default: every advisory of the package)'))),
  }),
  upstreams: [osv],
  sources: [{ path: '/v1/query', method: 'POST', cacheTtl: '1h' }],
  keywords: ['is this package vulnerable', 'npm package vulnerabilities', 'pypi security advisories', 'audit a dependency', 'known vulnerabilities in lodash 4.17.20', 'osv'],
  example: { params: { ecosystem: 'npm', name: 'lodash', version: '4.17.20' } },
  async handler({ input, upstream }) {
    const body = { package: { name: input.name, ecosystem: input.ecosystem }, ...(input.version ? { version: input.version } : {}) }
    const { data, url } = await upstream(osv).json('/v1/query', { method: 'POST', body, schema: osvAnswer, retry: true, coalesce: true })
    const items = data.vulns.filter((vuln) => !vuln.withdrawn).map((vuln) => advisoryOf(vuln, input.name, input.ecosystem))
    const source = sourceOf(osv, url)
    // More pages exist: the total is not known from this one.
    return listAnswer(items, source, { total: data.next_page_token ? null : items.length })
  },
})
