import { describe, expect, it } from 'vitest'
import type { PaymentRail } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

/**
 * A rail whose credential can ask for something that is not a call (as x402's channel close does):
 * `close: yes` is answered by the rail itself; any other credential pays the call.
 */
function closingRail() {
  const seen = { taken: 0, settled: [] as number[] }
  const payer = { address: 'closer', network: 'test:1' }
  const rail: PaymentRail = {
    id: 'closing',
    requestHeaders: ['closing-credential', 'close'],
    responseHeaders: ['closing-receipt'],
    recognizes: (request) => request.headers.has('closing-credential'),
    challenge: async () => ({ body: { closing: true }, headers: {} }),
    authorize: async () => {
      throw new Error('two-phase only')
    },
    async verify(request) {
      if (request.headers.get('close') === 'yes') return { kind: 'answered', payer, status: 200, headers: { 'closing-receipt': 'refunded 7' }, body: { message: 'Closed', refunded: 7 } }
      return {
        payer,
        key: `closing:${crypto.randomUUID()}`,
        keepUntil: Date.now() + 60_000,
        async take() {
          seen.taken++
          return {
            payer,
            async settle(amountMicros) {
              seen.settled.push(amountMicros)
              return { settlement: { status: 'settled', network: 'test:1', payer: 'closer', amount: String(amountMicros) }, headers: {} }
            },
            release: async () => {},
          }
        },
      }
    },
  }
  return { rail, seen }
}

describe('a request answered by the payment rail itself', () => {
  it('is sent as the rail wrote it: the operation does not run and nothing is taken, settled or charged', async () => {
    const { rail, seen } = closingRail()
    const app = h.open({ plugins: [demoPlugin], rails: [rail] }).app
    try {
      const closed = await app.request('/api/demo/echo?text=hi', { headers: { 'closing-credential': 'x', close: 'yes' } })
      expect(closed.status).toBe(200)
      expect(closed.headers.get('closing-receipt')).toBe('refunded 7')
      expect(closed.headers.get('cache-control')).toBe('no-store')
      expect(closed.headers.get('content-type')).toContain('application/json')
      // The rail's body, not the operation's envelope.
      expect(await closed.json()).toEqual({ message: 'Closed', refunded: 7 })
      expect(seen).toEqual({ taken: 0, settled: [] })

      // The same rail still pays calls.
      const paid = await app.request('/api/demo/echo?text=hi', { headers: { 'closing-credential': 'x' } })
      expect(paid.status).toBe(200)
      expect((await paid.json()).meta).toMatchObject({ caller: 'paid' })
      expect(seen).toEqual({ taken: 1, settled: [2500] })
    } finally {
      await app.close()
    }
  })
})
