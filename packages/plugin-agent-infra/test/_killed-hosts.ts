import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { testRedisUrl } from '@svc/core/testing'
import { createRedisState } from '@svc/state-redis'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'

/** Where a killed host kept its state: how the child process is told (`fixtures/served-host.ts`) and how the test reopens it. */
export interface KilledHostState {
  name: string
  /** The service the backend needs (the suite is skipped without it). */
  service?: 'redis'
  /** A new place: the child's argument. */
  place(): string
  /** The state at `place`, as the next host opens it. */
  reopen(place: string): StateStore
  /** Removes every place this run made (call it in `afterAll`, which runs even when a test failed). */
  remove(): Promise<void>
  /** What the places of this run still hold (nothing, once `remove` has run). */
  left(): Promise<string[]>
}

/** This run's Redis prefix (one per test file, whose workers may share a process): each place is one namespace under it (`<run>1:`, `<run>2:`...). */
const redisRun = `svc-infra-kill9-${process.pid}-${randomUUID().slice(0, 8)}-`
let redisPlaces = 0
const dirs: string[] = []

export const killedHostStates: KilledHostState[] = [
  {
    name: 'the embedded backend',
    place: () => {
      const dir = mkdtempSync(join(tmpdir(), 'svc-kill9-'))
      dirs.push(dir)
      return `dir:${dir}`
    },
    reopen: (place) => createEmbeddedState({ dir: place.slice(4) }),
    remove: async () => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
    },
    left: async () => [...dirs],
  },
  {
    name: 'Redis',
    service: 'redis',
    place: () => `redis:${redisRun}${++redisPlaces}:`,
    reopen: (place) => createRedisState({ url: testRedisUrl(), prefix: place.slice('redis:'.length) }),
    remove: async () => void (await redisKeysOf(redisRun, true)),
    left: () => redisKeysOf(redisRun, false),
  },
]

/** `node` arguments running a child process of `fixtures/` from source. */
export const childArgs = (file: string, ...args: string[]) => ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures', file), ...args]
