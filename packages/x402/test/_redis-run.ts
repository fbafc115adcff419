import { randomUUID } from 'node:crypto'
import type { StateStore } from '@svc/core'
import { testRedisUrl } from '@svc/core/testing'
import { createRedisState } from '@svc/state-redis'
import { afterAll, expect } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'

/** The Redis places of one test file's run: what its hosts (in this process or a child) write, removed after the file. */
export interface RedisRun {
  /** A new key prefix of this run (`<name>-<pid>-<tag>-<n>:`), for a state here or a child host's argument. */
  prefix(): string
  /** A Redis state under a new prefix of this run. */
  state(): StateStore
  /** Every key of this run still in Redis. */
  left(): Promise<string[]>
}

/**
 * A per-run Redis prefix for a test file, whose keys (the state's own and the directory and index keys written beside
 * them, `dir:<prefix>`, `idx:<prefix>...`) are removed in `afterAll`, which then checks none is left. Call it at the top
 * of the file, naming the package and the file (`x402-fx`); a file whose Redis tests were skipped made no prefix and
 * touches no Redis. Other packages' tests on x402's hosts (mpp, client) use it as they use `_setup.ts`.
 */
export function redisRun(name: string): RedisRun {
  const run = `${name}-${process.pid}-${randomUUID().slice(0, 8)}-`
  let places = 0
  const keys = (remove: boolean) => redisKeysOf(run, remove)
  afterAll(async () => {
    if (places === 0) return
    await keys(true)
    expect(await keys(false)).toEqual([])
  })
  const prefix = () => `${run}${++places}:`
  return { prefix, state: () => createRedisState({ url: testRedisUrl(), prefix: prefix() }), left: () => keys(false) }
}
