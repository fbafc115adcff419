import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { svc } from './_cli.ts'

const repositoryRoot = join(import.meta.dirname, '../../..')
const committedMap = join(repositoryRoot, 'packages/client/src/_operations.ts')
const scratch = mkdtempSync(join(tmpdir(), 'svc-types-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const operationIds = (source: string) => [...source.matchAll(/^ {2}"([^"]+)": \{$/gm)].map((match) => match[1]!)

describe("@svc/client's built-in operation map", () => {
  // The same command as `pnpm --filter @svc/client generate`, run from the repository root with no
  // configuration, so every installed first-party plugin is in it.
  it('is what `svc types --installed` generates from the plugins installed now', async () => {
    const out = join(scratch, 'operations.ts')
    const run = await svc(['types', '--installed', '--out', out, '--import-from', './types.ts'], {}, repositoryRoot)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const fresh = readFileSync(out, 'utf8')
    const committed = readFileSync(committedMap, 'utf8')
    const stale = 'packages/client/src/_operations.ts is stale: run `pnpm --filter @svc/client generate` and commit it'
    // Ids first, so a missing or extra operation is named rather than buried in a long diff.
    expect(operationIds(committed), stale).toEqual(operationIds(fresh))
    expect(committed === fresh, stale).toBe(true)
  }, 180_000)
})
