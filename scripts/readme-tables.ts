// Writes the operation table of every plugin README from the registry, and its sources table (where it has the
// sources markers) from what the operations declare (`pnpm readme:tables`); `--check` only reports the READMEs
// whose tables differ (scripts/test/readme-tables.test.ts runs the same check in CI).
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { operationTable, TABLE_END, TABLE_START, withTable } from './readme/operation-table.ts'
import { firstPartyPlugins } from './readme/plugins.ts'
import { operationsById, sourcesTable, withSources } from './readme/sources-table.ts'

const check = process.argv.includes('--check')
const stale: string[] = []
const plugins = await firstPartyPlugins()
const operations = operationsById(plugins.map(({ plugin }) => plugin))
for (const { readme, plugin } of plugins) {
  const text = readFileSync(readme, 'utf8')
  const tabled = withTable(text, operationTable(plugin))
  if (tabled === undefined) throw new Error(`${relative(process.cwd(), readme)} has no operation table markers: put ${TABLE_START} and ${TABLE_END} under "## Operations"`)
  const next = withSources(tabled, sourcesTable(plugin, operations)) ?? tabled
  if (next === text) continue
  stale.push(relative(process.cwd(), readme))
  if (!check) writeFileSync(readme, next)
}
console.log(stale.length === 0 ? 'every plugin README table matches its registry' : `${check ? 'stale' : 'written'}: ${stale.join(', ')}`)
if (check && stale.length) process.exitCode = 1
