import { afterAll, describe, expect, it } from 'vitest'
import { createRedisState } from '@svc/state-redis'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import type { PaymentGate } from '../src/payment.ts'
import { createAnswerStore } from '../src/payments/answers.ts'
import { createSettlements } from '../src/payments/settlements.ts'
import { createEmbeddedState } from '../src/state/index.ts'
import type { StateStore } from '../src/state/types.ts'
import { describeWith, testRedisUrl } from '../src/testing/services.ts'

const settled = { settlement: { status: 'settled' as const, network: 'test', payer: '0xpayer', amount: '1000' }, headers: {} }
const withRedis = (await describeWith('redis')) !== describe.skip
const prefix = `svc-answers-unapplied-${process.pid}-${Date.now()}:`
const opened: StateStore[] = []
const open = (state: StateStore) => (opened.push(state), state)
const backends: Array<[string, () => StateStore]> = [['embedded', () => open(createEmbeddedState())], ...(withRedis ? [['redis', () => open(createRedisState({ url: testRedisUrl(), prefix }))] as [string, () => StateStore]] : [])]
// What the Redis run wrote goes with it, and nothing of it is left.
afterAll(async () => {
  await Promise.all(opened.map((state) => state.close()))
  if (!withRedis) return
  await redisKeysOf(prefix, true)
  expect(await redisKeysOf(prefix, false)).toEqual([])
})

describe.each(backends)('an identifier paid for a call whose writes were not applied (%s)', (_name, makeState) => {
  it('is re-run by one retry at a time: the others are kept out while it holds the lease, and take over once it gives up', async () => {
    const state = makeState()
    let clock = Date.now()
    const answers = createAnswerStore(state, 3_600_000, () => clock)
    const settlements = createSettlements({ state, gate: {} as PaymentGate, answers, log: () => {}, now: () => clock })
    const claim = await answers.claim('id:1', 'op:1000')
    if (claim.kind !== 'new') throw new Error('the identifier was not claimed')
    await answers.update('id:1', claim.owner, { state: 'settling', settlement: 'pay:1' })
    const batch = { guards: [{ key: 'seat', absent: true as const }], writes: [{ op: 'set' as const, key: 'seat', value: 'mine' }] }
    const draft = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { seat: 'mine' }, meta: {} }) }
    await settlements.open({ key: 'pay:1', resume: {}, keepUntil: clock + 3_600_000, answerKey: 'id:1', draft, batch })
    await state.set('seat', 'theirs')
    expect(await settlements.concluded('pay:1', { kind: 'settled', result: settled })).toBe(false)
    // The request that settled it holds the lease while it runs the call again.
    expect(await answers.claim('id:1', 'op:1000')).toEqual({ kind: 'busy' })
    // Its lease over (the request died), one retry takes it; a second one meanwhile is kept out.
    clock += 10 * 60_000
    const [first, second] = await Promise.all([answers.claim('id:1', 'op:1000'), answers.claim('id:1', 'op:1000')])
    const kinds = [first!.kind, second!.kind].sort()
    expect(kinds).toEqual(['busy', 'unapplied'])
    const taker = (first!.kind === 'unapplied' ? first : second) as { kind: 'unapplied'; owner: string; record: { paid?: unknown } }
    expect(taker.record.paid).toEqual(settled)
    // It gives up (its run failed): the next retry takes over at once, and the first one's answer is no longer taken.
    await answers.update('id:1', taker.owner, { leaseUntil: 0 })
    const next = await answers.claim('id:1', 'op:1000')
    expect(next.kind).toBe('unapplied')
    const late = await answers.closing('id:1', { state: 'done' }, taker.owner)
    expect(late.writes).toEqual([])
    // An answer on its own never closes it: only with the writes (`closing` by its owner).
    await answers.finish('id:1', { status: 200, headers: {}, body: '{}' }, true)
    expect((await answers.read('id:1'))?.state).toBe('unapplied')
  })

  it('is kept past the answer TTL (for its own retention) and counted for the operator until its writes are applied', async () => {
    const state = makeState()
    // Answers kept 300 ms here; unapplied calls an hour.
    const answers = createAnswerStore(state, 300, Date.now, undefined, 3_600_000)
    const settlements = createSettlements({ state, gate: {} as PaymentGate, answers, log: () => {}, now: Date.now })
    const before = await answers.unapplied.figures()
    const claim = await answers.claim('id:kept', 'op:1000')
    if (claim.kind !== 'new') throw new Error('the identifier was not claimed')
    const batch = { guards: [{ key: 'kept-seat', absent: true as const }], writes: [{ op: 'set' as const, key: 'kept-seat', value: 'mine' }] }
    await settlements.open({ key: 'pay:kept', resume: {}, keepUntil: Date.now() + 3_600_000, answerKey: 'id:kept', batch })
    await state.set('kept-seat', 'theirs')
    expect(await settlements.concluded('pay:kept', { kind: 'settled', result: settled })).toBe(false)
    await answers.update('id:kept', claim.owner, { leaseUntil: 0 })
    expect(await answers.unapplied.figures()).toMatchObject({ count: before.count + 1, total: before.total + 1 })
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect((await answers.read('id:kept'))?.state).toBe('unapplied')
    // Run again and applied: no longer counted as waiting.
    const rerun = await answers.claim('id:kept', 'op:1000')
    if (rerun.kind !== 'unapplied') throw new Error(`the unapplied call was not taken: ${rerun.kind}`)
    const closing = await answers.closing('id:kept', { state: 'done' }, rerun.owner)
    expect(await state.applyBatch(closing.guards, closing.writes)).toBe(true)
    expect(await answers.unapplied.figures()).toMatchObject({ count: before.count, total: before.total + 1 })
  })
})
