// Survey of every provider the first-party plugins declare (issue 37): what each declaration lacks (docs, auth
// and where to get a key, published limit, terms and their parts) and which fixture READMEs lack an audit
// section naming the sources read. `pnpm exec tsx --conditions=@svc/source scripts/providers-survey.ts [--json]`
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UpstreamDefinition } from '@svc/core'
import { firstPartyPlugins, PACKAGES } from './readme/plugins.ts'

const plugins = await firstPartyPlugins()
const providers = new Map<string, { definition: UpstreamDefinition; groups: Set<string> }>()
for (const { plugin } of plugins) {
  for (const operation of plugin.operations) {
    for (const definition of operation.upstreams ?? []) {
      const entry = providers.get(definition.id) ?? { definition, groups: new Set<string>() }
      entry.groups.add(plugin.group ?? plugin.name)
      providers.set(definition.id, entry)
    }
  }
}

/** What one declaration lacks of what deliverable 3 asks. */
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

/** Fixture READMEs (test/fixtures and each folder inside) without an audit section or a list of the sources read. */
function readmesWithoutAudit(): string[] {
  const found: string[] = []
  for (const pkg of readdirSync(PACKAGES)) {
    const base = join(PACKAGES, pkg, 'test', 'fixtures')
    if (!existsSync(base)) continue
    const readmes = [join(base, 'README.md'), ...readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(base, entry.name, 'README.md'))]
    for (const readme of readmes) {
      if (!existsSync(readme)) continue
      const text = readFileSync(readme, 'utf8')
      if (!/audit/i.test(text) || !/(sources? read|read:|sources)/i.test(text)) found.push(readme.slice(PACKAGES.length + 1))
    }
  }
  return found
}

const rows = [...providers.values()].map(({ definition, groups }) => ({ id: definition.id, groups: [...groups].sort(), lacks: lacks(definition) }))
  .sort((a, b) => a.id.localeCompare(b.id))
const report = { providers: rows.length, shared: rows.filter((row) => row.groups.length > 1), lacking: rows.filter((row) => row.lacks.length), readmesWithoutAudit: readmesWithoutAudit() }
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
else {
  console.log(`${report.providers} providers; ${report.lacking.length} lack part of their declaration`)
  for (const row of report.lacking) console.log(`  ${row.id} (${row.groups.join(', ')}): ${row.lacks.join(', ')}`)
  console.log(`${report.shared.length} providers read by more than one group: ${report.shared.map((row) => `${row.id} (${row.groups.join(', ')})`).join('; ')}`)
  console.log(`${report.readmesWithoutAudit.length} fixture READMEs without an audit naming its sources`)
  for (const readme of report.readmesWithoutAudit) console.log(`  ${readme}`)
}
