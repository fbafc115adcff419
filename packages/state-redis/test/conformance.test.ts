import { expect, it } from 'vitest'
import { createEmbeddedState } from '@svc/core'
import { describeWith, testRedisUrl, testStateBackend } from '@svc/core/testing'
import { createRedisState } from '../src/index.ts'

// The conformance suite every state backend passes (core runs it on the embedded ones); Redis keeps
// time on its server, so its TTL tests wait.
const describeWithRedis = await describeWith('redis')
describeWithRedis('on Redis', () => testStateBackend('redis', () => createRedisState({ url: testRedisUrl(), prefix: `svc-test-${process.pid}:` })))

describeWithRedis('a host moved from the embedded state to Redis', () => {
  it('finishes a walk begun on the embedded state with its cursor: every key listed', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `kv:${String(i).padStart(2, '0')}`)
    const embedded = createEmbeddedState()
    await Promise.all(keys.map((key) => embedded.set(key, 1)))
    const first = await embedded.scan('kv:', { limit: 10 })
    const redis = createRedisState({ url: testRedisUrl(), prefix: `svc-move-${process.pid}-${Date.now()}:` })
    await Promise.all(keys.map((key) => redis.set(key, 1)))
    const listed = new Set(first.keys)
    let cursor = first.cursor
    while (cursor) {
      const page = await redis.scan('kv:', { cursor, limit: 10 })
      page.keys.forEach((key) => listed.add(key))
      cursor = page.cursor
    }
    expect([...listed].sort()).toEqual(keys)
    await Promise.all(keys.map((key) => redis.delete(key)))
    await Promise.all([embedded.close(), redis.close()])
  })
})

