import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, type PaymentRail } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

const h = testHost({ plugins: [], paid: true })

const notes = definePlugin({
  name: 'notes', version: '1.0.0', group: 'notes',
  operations: [defineOperation({ name: 'keep', method: 'POST', description: 'Keeps a note.', input: v.object({ text: v.string() }), price: { usd: 0.001 }, effects: ['state'], handler: async ({ input, state }) => (await state.set('note', input.text), { kept: true }) })],
})

/** A rail that verifies and holds in one step (as x402's channel voucher): `held-credential: <key>`; what it did, in order. */
function holdingRail() {
  const seen: string[] = []
  const payer = { address: 'holder', network: 'test:1' }
  const rail: PaymentRail = {
    id: 'holding',
    requestHeaders: ['held-credential'],
    responseHeaders: ['held-receipt'],
    recognizes: (request) => request.headers.has('held-credential'),
    challenge: async () => ({ body: { holding: true }, headers: {} }),
    authorize: async () => {
      throw new Error('two-phase or held only')
    },
    async hold(request) {
      const key = request.headers.get('held-credential')!
      seen.push(`hold ${key}`)
      return {
        payer,
        key: `holding:${key}`,
        keepUntil: Date.now() + 60_000,
        async charge(amountMicros) {
          seen.push(`charge ${amountMicros}`)
          return { settlement: { status: 'settled', network: 'test:1', payer: 'holder', amount: String(amountMicros), channel: 'c1' }, headers: { 'held-receipt': `charged ${amountMicros}` } }
        },
        release: async () => void seen.push('release'),
      }
    },
    async verify() {
      seen.push('verify')
      return { payer, key: `holding:${crypto.randomUUID()}`, keepUntil: Date.now() + 60_000, take: async () => ({ payer, settle: async (amountMicros) => (seen.push(`settle ${amountMicros}`), { settlement: { status: 'settled', network: 'test:1', payer: 'holder', amount: String(amountMicros) }, headers: {} }), release: async () => {}, resumable: () => ({}) }) }
    },
    resume: async () => {
      throw new Error('not used')
    },
  }
  return { rail, seen }
}

const held = (key: string) => ({ 'held-credential': key })

describe('a payment its rail holds in one step (PaymentRail.hold)', () => {
  it('is held before the handler runs and charged once after it, with the rail\'s headers and the envelope\'s settlement', async () => {
    const { rail, seen } = holdingRail()
    const app = h.open({ plugins: [demoPlugin], rails: [rail] }).app
    const answer = await app.request('/api/demo/echo?text=hi', { headers: held('a') })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('held-receipt')).toBe('charged 2500')
    expect((await answer.json()).meta).toMatchObject({ caller: 'paid', cost: { amount: '2500' }, settlement: { status: 'settled', channel: 'c1' } })
    expect(seen).toEqual(['hold a', 'charge 2500'])
  })

  it('charges an up-to call its usage, and a batch the sum of its calls, through the hold', async () => {
    const { rail, seen } = holdingRail()
    const app = h.open({ plugins: [demoPlugin], rails: [rail] }).app
    const metered = await app.request('/api/demo/metered', { method: 'POST', headers: { ...held('m'), 'content-type': 'application/json' }, body: JSON.stringify({ units: 7 }) })
    expect((await metered.json()).meta).toMatchObject({ cost: { amount: '7000' }, authorized: { amount: '100000' } })
    const calls = [{ endpoint: 'demo.echo', params: { text: 'one' } }, { endpoint: 'demo.echo', params: { text: 'two' } }]
    const batch = await app.request('/api/batch/run', { method: 'POST', headers: { ...held('b'), 'content-type': 'application/json' }, body: JSON.stringify({ calls }) })
    expect(batch.status).toBe(200)
    expect(seen).toEqual(['hold m', 'charge 7000', 'hold b', 'charge 5000'])
  })

  it('charges nothing for a call that fails: released, counted, and refused before it runs after the failed-call limit', async () => {
    const { rail, seen } = holdingRail()
    const app = h.open({ plugins: [demoPlugin], rails: [rail] }).app
    for (let failed = 0; failed < 3; failed++) expect((await app.request('/api/demo/fail?how=upstream', { headers: held('f') })).status).toBe(502)
    const refused = await app.request('/api/demo/fail?how=upstream', { headers: held('f') })
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often' })
    expect(seen).toEqual(['hold f', 'release', 'hold f', 'release', 'hold f', 'release', 'hold f', 'release'])
  })

  it('is never asked for a call that changes state: that call goes through verify, take and settle', async () => {
    const { rail, seen } = holdingRail()
    const app = h.open({ plugins: [notes], rails: [rail] }).app
    const answer = await app.request('/api/notes/keep', { method: 'POST', headers: { ...held('s'), 'content-type': 'application/json' }, body: JSON.stringify({ text: 'x' }) })
    expect(answer.status, await answer.clone().text()).toBe(200)
    expect(seen).toEqual(['verify', 'settle 1000'])
  })
})
