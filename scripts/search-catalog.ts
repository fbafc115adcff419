// `tsx --conditions=@svc/source scripts/search-catalog.ts`: writes what endpoint search reads on a host
// with every first-party plugin (entries, vocabulary, intents) to packages/core/test/fixtures/search/catalog.json,
// so core's search tests measure the catalog users get. Run it again after a plugin's operations or vocabulary change.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildRegistry, parseConfig } from '@svc/core'
import { loadInstalledPlugins } from '@svc/host'
import { corePlugin } from '../packages/core/src/core-operations.ts'
import { searchEntry } from '../packages/core/src/search/entries.ts'
import { vocabularyOf } from '../packages/core/src/search/vocabulary.ts'

const root = join(import.meta.dirname, '..')
const config = parseConfig({ dataDir: '/nonexistent', log: 'off' })
const plugins = [corePlugin(() => { throw new Error('not served') }), ...(await loadInstalledPlugins(root, config))]
const registry = buildRegistry(plugins, config)
const entries = registry.operations.map(searchEntry).sort((a, b) => (a.id < b.id ? -1 : 1))
const out = join(root, 'packages/core/test/fixtures/search/catalog.json')
writeFileSync(out, `${JSON.stringify({ entries, vocabulary: vocabularyOf(plugins) }, null, 1)}\n`)
console.log(`${entries.length} entries from ${plugins.length} plugins -> ${out}`)
