import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { fxPlugin } from '../src/index.ts'

// Listed prices kept, no upstream reachable: what can only fail answers 400 before the 402.
const t = testHost({ plugins: fxPlugin, paid: true, elsewhere: { ecb: 'http://127.0.0.1:9' } })

describe('fx checks before payment', () => {
  it('timeseries: days not published yet, dates in the wrong order or over a year apart answer 400', async () => {
    await t.rejects('/api/fx/timeseries?symbols=USD&from=2024-02-01&to=2024-01-01', 'to')
    await t.rejects('/api/fx/timeseries?symbols=USD&from=2022-01-01&to=2024-01-01', 'to')
    await t.rejects('/api/fx/timeseries?symbols=USD&from=2999-01-01', 'from')
    await t.status('/api/fx/timeseries?symbols=USD&from=2024-01-01&to=2024-02-01', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('rates: a day not published yet answers 400', async () => {
    await t.rejects('/api/fx/rates?date=2999-01-01', 'date')
    await t.status('/api/fx/rates?date=2024-01-02', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
