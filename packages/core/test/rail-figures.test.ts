import { describe, expect, it } from 'vitest'
import { createError, type PaymentRail } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const ADMIN = 'admin-token-0123456789'
const auth = { authorization: `Bearer ${ADMIN}` }

/** A rail with figures of its own, as x402 reports its channels. */
const rail: PaymentRail = {
  id: 'figured',
  requestHeaders: [],
  responseHeaders: [],
  recognizes: () => false,
  challenge: async () => ({ body: {}, headers: {} }),
  authorize: async () => {
    throw createError('PAYMENT_INVALID', 'not taken here')
  },
  figures: async () => ({
    stats: { channels: { openChannels: 2 } },
    dashboard: { title: 'Figured channels', figures: [['open channels', 2]] },
    metrics: [{ name: 'svc_figured_channels_open', help: 'Open "channels"\nof the rail', type: 'gauge', samples: [{ value: 2, labels: { network: 'eip155:8453' } }] }],
  }),
}

describe('a payment rail\'s own figures', () => {
  it('are in /api/admin/stats under rails.<id> (with what the dashboard shows) and their samples on /metrics', async () => {
    const app = h.open({ plugins: [demoPlugin], rails: [rail], config: { adminToken: ADMIN } }).app
    const stats = await (await app.request('/api/admin/stats', { headers: auth })).json()
    expect(stats.rails).toEqual({ figured: { channels: { openChannels: 2 }, dashboard: { title: 'Figured channels', figures: [['open channels', 2]] } } })
    const metrics = await (await app.request('/metrics', { headers: auth })).text()
    expect(metrics).toContain('# HELP svc_figured_channels_open Open "channels"\\nof the rail\n# TYPE svc_figured_channels_open gauge\nsvc_figured_channels_open{network="eip155:8453"} 2\n')
    await app.close()
  })
})
