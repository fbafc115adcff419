import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, parseConfig } from '@svc/core'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { createHost, openConfiguredState } from '../src/index.ts'

const folder = () => mkdtempSync(join(tmpdir(), 'svc-configured-state-'))

it('opens the embedded state in the data folder when no Redis URL is configured', async () => {
  const state = await openConfiguredState({ dataDir: folder() })
  expect(state.backend).toBe('embedded')
  await state.close()
})

it('core alone refuses a configured Redis URL it was given no store for, naming redisUrl and the package', () => {
  const config = parseConfig({ dataDir: folder(), log: 'off', redisUrl: 'redis://127.0.0.1:6379' })
  expect(() => createApp({ config, plugins: [] })).toThrow(/^redisUrl is set but no state store was given: .*@svc\/state-redis/)
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('hosts configured with Redis', () => {
  it('share the Redis state, and leave the configured data folder alone (it is the embedded state\'s)', async () => {
    const dataDir = folder()
    const config = parseConfig({ dataDir, log: 'off', redisUrl: testRedisUrl() })
    const [first, second] = await Promise.all([createHost({ plugins: [], rails: [], config }), createHost({ plugins: [], rails: [], config })])
    const key = `svc-configured-${process.pid}-${Date.now()}`
    expect(first!.svc.runtime.state.backend).toBe('redis')
    await first!.svc.runtime.state.set(key, 1)
    expect(await second!.svc.runtime.state.get(key)).toBe(1)
    expect(readdirSync(dataDir)).toEqual([])
    await first!.svc.runtime.state.delete(key)
    await Promise.all([first!.svc.close(), second!.svc.close()])
  })
})
