import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const repositoryRoot = join(import.meta.dirname, '../../..')
const committed = join(import.meta.dirname, '../src/search/compounds.ts')
const scratch = mkdtempSync(join(tmpdir(), 'svc-compounds-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("endpoint search's compounds (src/search/compounds.ts)", () => {
  // Its compounds are those with a word of an operation's name: a name changed since leaves the list stale.
  it('is what scripts/search-compounds.ts writes from the committed catalog snapshot', async () => {
    const out = join(scratch, 'compounds.ts')
    const tsx = join(repositoryRoot, 'node_modules/.bin/tsx')
    await promisify(execFile)(tsx, ['scripts/search-compounds.ts', '--out', out], { cwd: repositoryRoot })
    const stale = 'packages/core/src/search/compounds.ts is stale: run `tsx scripts/search-compounds.ts` and commit it'
    expect(readFileSync(committed, 'utf8') === readFileSync(out, 'utf8'), stale).toBe(true)
  }, 120_000)
})
