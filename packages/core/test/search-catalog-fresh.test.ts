import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const repositoryRoot = join(import.meta.dirname, '../../..')
const committed = join(import.meta.dirname, 'fixtures/search/catalog.json')
const scratch = mkdtempSync(join(tmpdir(), 'svc-search-catalog-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

type Snapshot = { entries: Array<{ id: string }> }

describe("endpoint search's catalog snapshot (fixtures/search/catalog.json)", () => {
  // The same script that wrote it, run now on every first-party plugin: a description, parameter or
  // vocabulary line changed since is a stale snapshot, and the search tests would measure the wrong catalog.
  it('is what scripts/search-catalog.ts writes from the plugins installed now', async () => {
    const out = join(scratch, 'catalog.json')
    const tsx = join(repositoryRoot, 'node_modules/.bin/tsx')
    await promisify(execFile)(tsx, ['--conditions=@svc/source', 'scripts/search-catalog.ts', '--out', out], { cwd: repositoryRoot })
    const fresh = readFileSync(out, 'utf8')
    const old = readFileSync(committed, 'utf8')
    const stale = 'packages/core/test/fixtures/search/catalog.json is stale: run `tsx --conditions=@svc/source scripts/search-catalog.ts`, then `scripts/search-related-words.ts` (its map follows the catalog), and commit both'
    const ids = (text: string) => (JSON.parse(text) as Snapshot).entries.map((entry) => entry.id)
    // Ids first, so a missing or extra operation is named rather than buried in a long diff.
    expect(ids(old), stale).toEqual(ids(fresh))
    expect(old === fresh, stale).toBe(true)
  }, 180_000)
})
