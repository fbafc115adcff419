import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const repositoryRoot = join(import.meta.dirname, '../../..')
const committed = join(import.meta.dirname, '../src/search/jobs.ts')
const scratch = mkdtempSync(join(tmpdir(), 'svc-job-nouns-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("endpoint search's job nouns (src/search/jobs.ts)", () => {
  // Written from WordNet by a script: a hand edit, or a change to the script not run, would leave them apart.
  it('is what scripts/search-job-nouns.ts writes', async () => {
    const out = join(scratch, 'jobs.ts')
    const tsx = join(repositoryRoot, 'node_modules/.bin/tsx')
    await promisify(execFile)(tsx, ['scripts/search-job-nouns.ts', '--out', out], { cwd: repositoryRoot })
    const stale = 'packages/core/src/search/jobs.ts is stale: run `tsx scripts/search-job-nouns.ts` and commit it'
    expect(readFileSync(committed, 'utf8') === readFileSync(out, 'utf8'), stale).toBe(true)
  }, 180_000)
})
