import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { indexedPlugins, operationsIndex, writeIndexes } from '../operations-index.mjs'

const packages = join(import.meta.dirname, '../../packages')

describe('the generated list of a plugin\'s operations (issue 40: no hand-written registration)', () => {
  it('is up to date in every plugin that uses it (pnpm readme:tables writes it)', () => {
    expect(indexedPlugins(packages).length).toBeGreaterThan(100)
    expect(writeIndexes(packages, { check: true })).toEqual([])
  })

  it('lists a new operation file after the others, drops a removed one and keeps the order it had', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-operations-'))
    try {
      for (const name of ['zeta', 'alpha', 'delete', 'nyc-deed-history']) writeFileSync(join(dir, `${name}.ts`), 'export default {}\n')
      const first = operationsIndex(dir, "import zeta from './zeta.ts'\nimport alpha from './alpha.ts'\nimport gone from './gone.ts'\n")
      expect(first).toContain("import deleteOperation from './delete.ts'")
      expect(first.split('export default')[1]).toBe(' [\n  zeta,\n  alpha,\n  deleteOperation,\n  nycDeedHistory,\n]\n')
      writeFileSync(join(dir, 'index.ts'), first)
      writeFileSync(join(dir, 'beta.ts'), 'export default {}\n')
      expect(operationsIndex(dir, readFileSync(join(dir, 'index.ts'), 'utf8')).split('export default')[1]).toBe(' [\n  zeta,\n  alpha,\n  deleteOperation,\n  nycDeedHistory,\n  beta,\n]\n')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
