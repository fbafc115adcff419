import { pluginTestApp } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { govPlugin } from '../src/index.ts'

// Listed prices and keys set, no upstream reachable: what can only fail answers 400 before the 402.
const t = pluginTestApp(govPlugin, {
  paid: true,
  upstreams: { openfec: { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }, fmcsa: { baseUrl: 'http://127.0.0.1:9', key: 'test-key' } },
})

describe('gov checks before payment', () => {
  it('carrier-safety: both modes at once (dot and name) answer 400', async () => {
    await t.rejects('/api/gov/carrier-safety?dot=53467&name=acme', 'dot')
    await t.status('/api/gov/carrier-safety?dot=53467', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('fec-expenditures: dates in the wrong order, or no filter, answer 400', async () => {
    await t.rejects('/api/gov/fec-expenditures?purpose=media&from=2026-05-02&to=2026-05-01', 'to')
    await t.rejects('/api/gov/fec-expenditures?state=CA', 'committeeId')
    await t.status('/api/gov/fec-expenditures?purpose=media&from=2026-05-01&to=2026-05-02', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
