import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { climatePlugin } from '../src/index.ts'

// Listed prices kept, no upstream reachable: what can only fail answers 400 before the 402.
const t = testHost({ plugins: climatePlugin, paid: true, elsewhere: { ncei: 'http://127.0.0.1:9' } })

describe('climate checks before payment', () => {
  it('station-history: dates in the wrong order or too far apart answer 400', async () => {
    await t.rejects('/api/climate/station-history?station=USW00094728&startDate=2024-01-05&endDate=2024-01-01', 'endDate')
    await t.rejects('/api/climate/station-history?station=USW00094728&startDate=2022-01-01&endDate=2023-06-01', 'endDate')
    await t.status('/api/climate/station-history?station=USW00094728&startDate=2024-01-01&endDate=2024-01-05', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
