// Survey of every provider the first-party plugins declare (issue 37): what each declaration lacks (docs, auth
// and where to get a key, published limit, terms and their parts) and which fixture READMEs lack an audit
// section naming the sources read. `pnpm exec tsx --conditions=@svc/source scripts/providers-survey.ts [--json]`
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UpstreamDefinition } from '@svc/core'
import { firstPartyPlugins, PACKAGES } from './readme/plugins.ts'
import { limitStatuses } from './readme/provider-limits.ts'

const plugins = await firstPartyPlugins()
const providers = new Map<string, { definition: UpstreamDefinition; groups: Set<string>; copies: Set<UpstreamDefinition> }>()
for (const { plugin } of plugins) {
  for (const operation of plugin.operations) {
    for (const definition of operation.upstreams ?? []) {
      const entry = providers.get(definition.id) ?? { definition, groups: new Set<string>(), copies: new Set<UpstreamDefinition>() }
      entry.groups.add(operation.group ?? plugin.group ?? plugin.name ?? '?')
      // One module's definition is one object; a provider declared twice (or a `{ ...def, plans }` copy) is another.
      entry.copies.add(definition)
      providers.set(definition.id, entry)
    }
  }
}
/** Base URLs that more than one provider id calls (a provider declared twice under two ids). */
const byBaseUrl = new Map<string, string[]>()
for (const [id, { definition }] of providers) byBaseUrl.set(definition.baseUrl, [...(byBaseUrl.get(definition.baseUrl) ?? []), id])

/** What one declaration lacks of what deliverable 3 asks; `terms.*` parts are optional (absent: the terms say nothing of it). */
function lacks(definition: UpstreamDefinition): string[] {
  const missing: string[] = []
  if (!definition.docsUrl) missing.push('docsUrl')
  if (definition.key && definition.key.in !== 'client-credentials' && !definition.key.signupUrl) missing.push('key.signupUrl')
  if (definition.key?.in === 'client-credentials' && !(definition.key as { signupUrl?: string }).signupUrl) missing.push('key.signupUrl')
  if (!definition.quota?.withoutKey && !definition.quota?.withKey) missing.push('quota')
  const terms = definition.terms
  if (!terms) missing.push('terms')
  else {
    if (!terms.attribution) missing.push('terms.attribution')
    if (!terms.caching) missing.push('terms.caching')
    if (!terms.hotlinking) missing.push('terms.hotlinking')
  }
  return missing
}

/** Fixture folders of the plugins and providers whose README (or the fixtures README naming them) has no "Audit" heading. */
function foldersWithoutAudit(): string[] {
  const audit = /^#+ .*audit/im
  const found: string[] = []
  for (const pkg of readdirSync(PACKAGES).filter((name) => name.startsWith('plugin-') || name === 'providers')) {
    const base = join(PACKAGES, pkg, 'test', 'fixtures')
    if (!existsSync(base)) continue
    const index = existsSync(join(base, 'README.md')) ? readFileSync(join(base, 'README.md'), 'utf8') : ''
    for (const entry of readdirSync(base, { withFileTypes: true }).filter((item) => item.isDirectory())) {
      const own = join(base, entry.name, 'README.md')
      if (existsSync(own) && audit.test(readFileSync(own, 'utf8'))) continue
      if (audit.test(index) && index.includes(`${entry.name}/`)) continue
      found.push(`${pkg}/test/fixtures/${entry.name}`)
    }
  }
  return found
}

const rows = [...providers.values()].map(({ definition, groups, copies }) => ({ id: definition.id, groups: [...groups].sort(), copies: copies.size, lacks: lacks(definition) }))
  .sort((a, b) => a.id.localeCompare(b.id))
const required = (row: { lacks: string[] }) => row.lacks.filter((part) => !part.startsWith('terms.'))
const report = {
  providers: rows.length,
  sameBaseUrl: [...byBaseUrl].filter(([, ids]) => ids.length > 1).map(([url, ids]) => ({ url, ids })), shared: rows.filter((row) => row.groups.length > 1), lacking: rows.filter((row) => required(row).length).map((row) => ({ id: row.id, groups: row.groups, lacks: required(row) })),
  limitUnsettled: [...limitStatuses([...providers.values()].map((entry) => entry.definition))].filter(([, status]) => status === 'unsettled').map(([id]) => id),
  declaredMoreThanOnce: rows.filter((row) => row.copies > 1).map((row) => row.id), foldersWithoutAudit: foldersWithoutAudit() }
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
else {
  console.log(`${report.providers} providers; ${report.lacking.length} lack docs, a key page, a published limit or terms`)
  for (const row of report.lacking) console.log(`  ${row.id} (${row.groups.join(', ')}): ${row.lacks.join(', ')}`)
  console.log(`${report.limitUnsettled.length} without a quota whose fixture READMEs do not say no limit is published: ${report.limitUnsettled.join(', ')}`)
  console.log(`declared in more than one object: ${report.declaredMoreThanOnce.join(', ') || 'none'}`)
  for (const { url, ids } of report.sameBaseUrl) console.log(`  one base URL, several ids: ${url}: ${ids.join(', ')}`)
  console.log(`${report.shared.length} providers read by more than one group: ${report.shared.map((row) => `${row.id} (${row.groups.join(', ')})`).join('; ')}`)
  console.log(`${report.foldersWithoutAudit.length} fixture folders without an audit`)
  for (const folder of report.foldersWithoutAudit) console.log(`  ${folder}`)
}
