import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const repositoryRoot = join(import.meta.dirname, '../../..')
const committed = join(import.meta.dirname, '../src/search/related-words.ts')
const scratch = mkdtempSync(join(tmpdir(), 'svc-related-words-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("endpoint search's related-words map (src/search/related-words.ts)", () => {
  // Its targets are the catalog snapshot's words: an operation or vocabulary line changed since (and the
  // snapshot rewritten) leaves a map pointing at words the index no longer holds, or missing new ones.
  it('is what scripts/search-related-words.ts writes from the committed catalog snapshot', async () => {
    const out = join(scratch, 'related-words.ts')
    const tsx = join(repositoryRoot, 'node_modules/.bin/tsx')
    await promisify(execFile)(tsx, ['--conditions=@svc/source', 'scripts/search-related-words.ts', '--out', out], { cwd: repositoryRoot })
    const stale = 'packages/core/src/search/related-words.ts is stale: run `tsx --conditions=@svc/source scripts/search-related-words.ts` and commit it'
    expect(readFileSync(committed, 'utf8') === readFileSync(out, 'utf8'), stale).toBe(true)
  }, 180_000)
})
