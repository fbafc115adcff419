import { describe, expect, it } from 'vitest'
import { createError } from '../src/errors.ts'
import type { PaymentGate, SettleResult } from '../src/payment.ts'
import { createAnswerStore } from '../src/payments/answers.ts'
import { createSettlements } from '../src/payments/settlements.ts'
import { createEmbeddedState } from '../src/state/index.ts'

const settled: SettleResult = { settlement: { status: 'settled', network: 'test', payer: '0xpayer', amount: '1000' }, headers: {} }
const pendingNow: SettleResult = { settlement: { status: 'pending', network: 'test', payer: '0xpayer', amount: '1000' }, headers: {} }

describe('settlement outbox: a pending settlement asked about by two at once (a retry and the outbox, or two retries)', () => {
  it('is carried out by one of them: the rail is asked once, the held writes applied, not dropped by a second attempt\'s refusal', async () => {
    const state = createEmbeddedState()
    let asked = 0
    let answer!: (result: SettleResult) => void
    // Made up for the test: the first settle again is slow and goes through; any second attempt meanwhile is refused
    // (a facilitator that refuses an authorization already in flight).
    const gate = {
      resume: () => {
        asked++
        if (asked > 1) return Promise.reject(createError('SETTLEMENT_FAILED', 'authorization in flight'))
        return new Promise<SettleResult>((resolve) => {
          answer = resolve
        })
      },
    } as unknown as PaymentGate
    const settlements = createSettlements({ state, gate, answers: createAnswerStore(state, 3_600_000), log: () => {}, now: Date.now })
    const batch = { guards: [], writes: [{ op: 'set' as const, key: 'bought', value: 'yes' }] }
    await settlements.open({ key: 'pay:1', resume: {}, keepUntil: Date.now() + 3_600_000, batch })
    await settlements.concluded('pay:1', { kind: 'pending', result: pendingNow })
    const first = settlements.resolve('pay:1')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await settlements.resolve('pay:1')
    answer(settled)
    expect((await first).kind).toBe('settled')
    expect(second.kind).toBe('pending')
    expect(asked).toBe(1)
    expect(await state.get('bought')).toBe('yes')
    expect(await settlements.read('pay:1')).toBeUndefined()
  })
})

describe('settlement outbox: a settled payment whose held writes meet a changed state', () => {
  it('keeps no answer for its identifier: the draft claims writes that were not applied', async () => {
    const state = createEmbeddedState()
    const answers = createAnswerStore(state, 3_600_000)
    const settlements = createSettlements({ state, gate: {} as PaymentGate, answers, log: () => {}, now: Date.now })
    const claim = await answers.claim('id:1', 'op:1000')
    if (claim.kind !== 'new') throw new Error('the identifier was not claimed')
    await answers.update('id:1', claim.owner, { state: 'settling', settlement: 'pay:2' })
    // The call saw no 'seat' stored and took it; another call took it meanwhile.
    const batch = { guards: [{ key: 'seat', absent: true as const }], writes: [{ op: 'set' as const, key: 'seat', value: 'mine' }] }
    const draft = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { seat: 'mine' }, meta: {} }) }
    await settlements.open({ key: 'pay:2', resume: {}, keepUntil: Date.now() + 3_600_000, answerKey: 'id:1', draft, batch })
    await state.set('seat', 'theirs')
    expect(await settlements.concluded('pay:2', { kind: 'settled', result: settled })).toBe(false)
    expect(await state.get('seat')).toBe('theirs')
    expect(await settlements.read('pay:2')).toBeUndefined()
    expect((await answers.read('id:1'))?.answer).toBeUndefined()
    // Paid, nothing applied: the record says so, with the settlement, for the retry that runs the call again.
    expect(await answers.read('id:1')).toMatchObject({ state: 'unapplied', paid: settled })
  })
})
