import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { placeWords } from '../src/search/places.ts'

const repositoryRoot = join(import.meta.dirname, '../../..')
const committed = join(import.meta.dirname, '../src/search/places-data.ts')
const scratch = mkdtempSync(join(tmpdir(), 'svc-places-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("endpoint search's place names (src/search/places-data.ts)", () => {
  it('is what scripts/search-places.ts writes from city-timezones', async () => {
    const out = join(scratch, 'places-data.ts')
    const tsx = join(repositoryRoot, 'node_modules/.bin/tsx')
    await promisify(execFile)(tsx, ['scripts/search-places.ts', '--out', out], { cwd: repositoryRoot })
    const stale = 'packages/core/src/search/places-data.ts is stale: run `tsx scripts/search-places.ts` and commit it'
    expect(readFileSync(committed, 'utf8') === readFileSync(out, 'utf8'), stale).toBe(true)
  }, 60_000)

  it('finds lowercase cities, states and countries, the longest name first', () => {
    expect(placeWords('flights from atlanta to orlando tomorrow')).toEqual(['atlanta', 'orlando'])
    expect(placeWords('a hotel in san diego, california')).toEqual(['san', 'diego', 'california'])
    expect(placeWords('weather in seattle')).toEqual(['seattle'])
    expect(placeWords('renew the lease on my apartment')).toEqual([])
  })
})
