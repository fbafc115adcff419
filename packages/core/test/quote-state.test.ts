import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin } from '../src/index.ts'
import { createEmbeddedState } from '../src/state/index.ts'
import { testHost } from '../src/testing/index.ts'
import { recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

// A variable price read from state: a count some other call keeps (a topic's subscribers...).
const counted = definePlugin({
  name: 'counted',
  version: '0.0.0',
  group: 'counted',
  operations: [
    defineOperation({
      name: 'send',
      method: 'POST',
      description: 'Priced by a counter in state.',
      input: v.strictObject({ list: v.string() }),
      price: { from: 0.005, quote: async (input, _settings, state) => 0.002 * ((await state.get<number>(`count:${input.list}`)) ?? 0) },
      handler: ({ input }) => ({ list: input.list }),
    }),
  ],
})

describe('a quote that reads state', () => {
  it('quotes from the state in the 402, never under the floor, and charges that amount', async () => {
    const state = createEmbeddedState()
    const gate = recordingGate()
    const app = h.open({ plugins: [counted], state, gate }).app
    const amount = async (list: string) => (await (await app.request('/api/counted/send', { json: { list } })).json()).accepts[0].amount
    expect(await amount('empty')).toBe('5000')
    await state.set('count:big', 10)
    expect(await amount('big')).toBe('20000')
    expect((await app.request('/api/counted/send', { json: { list: 'big' }, headers: { 'payment-signature': 'ok:0xabc' } })).status).toBe(200)
    expect(gate.record.settled).toEqual([{ amountMicros: 20000, payer: '0xabc' }])
  })
})
