import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import type { PaymentGate } from '../src/payment.ts'
import { createAnswerStore } from '../src/payments/answers.ts'
import { createSettlements, SETTLING_LEASE_MS } from '../src/payments/settlements.ts'
import { createRedisState } from '@svc/state-redis'
import { createEmbeddedState } from '../src/state/index.ts'
import type { StateStore } from '../src/state/types.ts'
import { linesUntilKilled } from '../src/testing/index.ts'
import { describeWith, testRedisUrl } from '../src/testing/services.ts'

const writer = join(import.meta.dirname, 'fixtures/settlement-writer.ts')
const settled = { settlement: { status: 'settled' as const, network: 'test', payer: '0xpayer', amount: '1000' }, headers: {} }

/**
 * Kills the writer mid-stream (calls settling, concluding, opening), lets the outbox of a new host (its clock past the dead requests'
 * leases) resolve what was left open, and checks that every call's held writes were applied exactly
 * once: the counter equals the calls stored, each opened call is stored whole, the meter counts each once.
 */
async function killAndResume(backend: 'disk' | 'redis', where: string, open: () => StateStore) {
  const lines = await linesUntilKilled(['--import', 'tsx', '--conditions=@svc/source', writer, backend, where], (seen) => seen.filter((line) => line.startsWith('concluded')).length >= 400)
  const opened = lines.filter((line) => line.startsWith('opened ')).map((line) => line.slice(7))
  const concluded = new Set(lines.filter((line) => line.startsWith('concluded ')).map((line) => line.slice(10)))
  expect(concluded.size).toBeGreaterThanOrEqual(400)
  const state = open()
  const later = () => Date.now() + SETTLING_LEASE_MS + 1000
  const gate = { resume: async () => settled } as unknown as PaymentGate
  const settlements = createSettlements({ state, gate, answers: createAnswerStore(state, 3_600_000), log: () => {}, now: later })
  let left = 0
  while ((await state.indexRange('pay:due:settlements', later(), 1000)).length > 0) left += await settlements.tick()
  const stored = (await state.indexRange('pay:due:settlements', Number.MAX_SAFE_INTEGER, 10)).length
  expect(stored).toBe(0)
  let calls = 0
  for (let cursor: string | null | undefined; cursor !== null;) {
    const page = await state.scan('call:', cursor ? { cursor, limit: 500 } : { limit: 500 })
    calls += page.keys.length
    cursor = page.cursor
  }
  for (const i of opened) expect(await state.get(`call:${i}`), i).toMatchObject({ i })
  expect(calls).toBeGreaterThanOrEqual(opened.length)
  expect(await state.get('count')).toBe(calls)
  expect((await state.meterUsage('quota')).items).toBe(calls)
  await state.close()
  return { opened: opened.length, concluded: concluded.size, resumed: left }
}

describe('settlement outbox under kill -9 (disk)', () => {
  it('applies each settled call\'s held writes exactly once: all or none before the kill, the rest by the outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-settlement-kill-'))
    const outcome = await killAndResume('disk', dir, () => createEmbeddedState({ dir }))
    expect(outcome.opened).toBeGreaterThanOrEqual(outcome.concluded)
  }, 120_000)
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('settlement outbox under kill -9 (Redis)', () => {
  it('applies each settled call\'s held writes exactly once: all or none before the kill, the rest by the outbox', async () => {
    const prefix = `svc-settlement-kill-${process.pid}-${Date.now()}:`
    process.env.SVC_TEST_REDIS_URL = testRedisUrl()
    try {
      const outcome = await killAndResume('redis', prefix, () => createRedisState({ url: testRedisUrl(), prefix }))
      expect(outcome.opened).toBeGreaterThanOrEqual(outcome.concluded)
    } finally {
      // What the killed writer and the resumed host wrote goes with the test, and nothing of it is left.
      await redisKeysOf(prefix, true)
      expect(await redisKeysOf(prefix, false)).toEqual([])
    }
  }, 120_000)
})
