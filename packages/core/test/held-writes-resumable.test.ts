import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin } from '../src/index.ts'
import type { PaymentRail } from '../src/rails/rail.ts'
import { createTestPaymentGate, testHost, type TestApp } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const notes = definePlugin({
  name: 'notes', version: '1.0.0', group: 'notes',
  operations: [defineOperation({
    name: 'keep', method: 'POST', description: 'Keeps a note.', input: v.object({ text: v.string() }), price: { usd: 0.001 }, effects: ['state'],
    handler: async ({ input, state }) => {
      await state.set('notes:kept', input.text)
      return { ok: true }
    },
  })],
})

const keep = (app: TestApp) => app.request('/api/notes/keep', { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-payer': '0xabc' }, body: JSON.stringify({ text: 'hello' }) })

describe('held writes need a settlement written ahead, whatever the rail', () => {
  it('the test rail settles a state-changing call through the outbox: the write lands with the settlement, once', async () => {
    const gate = createTestPaymentGate()
    const app = h.open({ plugins: [notes], gate }).app
    const paid = await keep(app)
    expect(paid.status).toBe(200)
    expect(gate.settled).toEqual([{ operation: 'notes.keep', payer: '0xabc', amountMicros: 1000 }])
    expect(await app.runtime.state.get('notes:kept')).toBe('hello')
  })

  it('a rail that says it resumes but gives an authorization no resumable settlement: refused before the call runs, released, nothing charged or written', async () => {
    const gate = createTestPaymentGate()
    const broken: PaymentRail = {
      ...gate,
      async authorize(request, requirement) {
        const { resumable: _dropped, ...authorization } = await gate.authorize(request, requirement)
        return authorization
      },
    }
    const app = h.open({ plugins: [notes], gate: broken }).app
    const refused = await keep(app)
    expect(refused.status).toBe(500)
    expect(await refused.json()).toMatchObject({ code: 'INTERNAL' })
    expect(gate.settled).toEqual([])
    expect(gate.released).toEqual(['notes.keep'])
    expect(await app.runtime.state.get('notes:kept')).toBeUndefined()
  })
})
