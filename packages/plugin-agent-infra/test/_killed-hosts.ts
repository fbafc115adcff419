import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { testRedisUrl } from '@svc/core/testing'
import { createRedisState } from '@svc/state-redis'

/** Where a killed host kept its state: how the child process is told (`fixtures/served-host.ts`) and how the test reopens it. */
export interface KilledHostState {
  name: string
  /** The service the backend needs (the suite is skipped without it). */
  service?: 'redis'
  /** A new place: the child's argument. */
  place(): string
  /** The state at `place`, as the next host opens it. */
  reopen(place: string): StateStore
}

export const killedHostStates: KilledHostState[] = [
  {
    name: 'the embedded backend',
    place: () => `dir:${mkdtempSync(join(tmpdir(), 'svc-kill9-'))}`,
    reopen: (place) => createEmbeddedState({ dir: place.slice(4) }),
  },
  {
    name: 'Redis',
    service: 'redis',
    place: () => `redis:svc-infra-kill9-${process.pid}-${Date.now()}:`,
    reopen: (place) => createRedisState({ url: testRedisUrl(), prefix: place.slice('redis:'.length) }),
  },
]

/** `node` arguments running a child process of `fixtures/` from source. */
export const childArgs = (file: string, ...args: string[]) => ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures', file), ...args]
