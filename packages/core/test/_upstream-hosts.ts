import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import { createRedisState } from '@svc/state-redis'
import { createEmbeddedState, type StateStore } from '../src/state/index.ts'
import { serveFixtures, type FixtureAnswer, type FixtureServer } from '../src/testing/fixture-server.ts'
import { describeWith, testRedisUrl } from '../src/testing/services.ts'
import { createUpstreams, type Upstreams } from '../src/upstream/client.ts'
import type { UpstreamDefinition } from '../src/upstream/types.ts'

/** A clock the tests move by hand: cache ages, breaker pauses and quota windows follow it. */
export function handClock(start = Date.UTC(2026, 0, 1)) {
  let time = start
  return { now: () => time, advance: (ms: number) => void (time += ms) }
}

export type Backend = 'embedded' | 'redis'

/**
 * Where a test's hosts keep their state: `space()` gives a new place (a memory store, or a Redis
 * namespace) and returns a function opening it, so a test's hosts share it and tests share nothing.
 */
export function stateFor(backend: Backend): () => () => StateStore {
  if (backend === 'embedded') {
    return () => {
      const store = createEmbeddedState()
      return () => store
    }
  }
  const opened: StateStore[] = []
  const prefixes: string[] = []
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()))
    // A state's keys and the directory and index keys kept beside them all name its prefix: removed, and checked gone.
    for (const prefix of prefixes) {
      await redisKeysOf(prefix, true)
      if ((await redisKeysOf(prefix, false)).length > 0) throw new Error(`keys under ${prefix} were left in the test Redis`)
    }
  })
  return () => {
    const prefix = `svc-test-upstream-${randomUUID()}:`
    prefixes.push(prefix)
    return () => {
      const store = createRedisState({ url: testRedisUrl(), prefix })
      opened.push(store)
      return store
    }
  }
}

/** One host's upstream clients for `definition`, pointed at `baseUrl`, on `state`. */
export function hostOf(definition: UpstreamDefinition, baseUrl: string, state: StateStore, now: () => number, extra: { key?: string; timeoutMs?: number } = {}): { client: ReturnType<Upstreams>; upstreams: Upstreams } {
  const upstreams = createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { [definition.id]: { baseUrl, timeoutMs: 2000, ...extra } } }, { state, now })
  return { client: upstreams(definition), upstreams }
}

/** Runs `body` once per backend: embedded always, Redis where there is one (skipped with a reason otherwise). */
export async function forEachBackend(name: string, body: (backend: Backend) => void): Promise<void> {
  const withRedis = await describeWith('redis')
  const { describe } = await import('vitest')
  describe(`${name} (embedded)`, () => body('embedded'))
  withRedis(`${name} (redis)`, () => body('redis'))
}

/**
 * A fixture server standing in for a provider: each of `paths` (GET) answers what the test last set
 * (`provider.answer = ...`); before each test the answer is `{ ok: true }` again and the requests are cleared.
 */
export function standInProvider(paths: string[]): { answer: FixtureAnswer; readonly server: FixtureServer } {
  let server: FixtureServer | undefined
  const provider = {
    answer: { body: { ok: true } } as FixtureAnswer,
    get server(): FixtureServer {
      if (!server) throw new Error('the stand-in provider starts in beforeAll')
      return server
    },
  }
  beforeAll(async () => {
    server = await serveFixtures(Object.fromEntries(paths.map((path) => [`GET ${path}`, () => provider.answer])))
  })
  afterAll(() => server?.close())
  beforeEach(() => {
    provider.answer = { body: { ok: true } }
    server!.requests.length = 0
  })
  return provider
}
