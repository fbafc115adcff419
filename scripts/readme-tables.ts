// Writes the operation table of every plugin README from the registry, and its sources table from what the
// operations declare (`pnpm readme:tables`); a README without the markers of either is refused. `--check` only
// reports the READMEs whose tables differ (scripts/test/readme-tables.test.ts runs the same check in CI).
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { firstPartyPlugins } from './readme/plugins.ts'
import { operationsById } from './readme/sources-table.ts'
import { withTables } from './readme/with-tables.ts'

const check = process.argv.includes('--check')
const stale: string[] = []
const plugins = await firstPartyPlugins()
const operations = operationsById(plugins.map(({ plugin }) => plugin))
for (const { readme, plugin } of plugins) {
  const text = readFileSync(readme, 'utf8')
  let next: string
  try {
    next = withTables(text, plugin, operations)
  } catch (error) {
    throw new Error(`${relative(process.cwd(), readme)} has ${(error as Error).message}`)
  }
  if (next === text) continue
  stale.push(relative(process.cwd(), readme))
  if (!check) writeFileSync(readme, next)
}
console.log(stale.length === 0 ? 'every plugin README table matches its registry' : `${check ? 'stale' : 'written'}: ${stale.join(', ')}`)
if (check && stale.length) process.exitCode = 1
