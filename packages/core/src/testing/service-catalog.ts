import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { CatalogOperation } from './test-plugin.ts'

/**
 * The service contract's operation list (`shared/spec/catalog.json`), found beside the
 * repository (or at `SVC_SPEC_DIR`). Throws when missing, so a test relying on it cannot pass silently.
 */
export function readServiceCatalog(from = process.cwd()): CatalogOperation[] {
  const explicit = process.env.SVC_SPEC_DIR ? join(process.env.SVC_SPEC_DIR, 'catalog.json') : undefined
  let path = explicit
  for (let dir = from; !path; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'shared/spec/catalog.json'), join(dir, '../shared/spec/catalog.json')]) {
      if (existsSync(candidate)) path = candidate
    }
    if (dirname(dir) === dir) break
  }
  if (!path || !existsSync(path)) throw new Error('shared/spec/catalog.json not found beside the repository; set SVC_SPEC_DIR')
  return (JSON.parse(readFileSync(path, 'utf8')) as { operations: CatalogOperation[] }).operations
}
