import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { weatherPlugin } from '../src/index.ts'

// Listed prices kept, no upstream reachable: what can only fail answers 400 before the 402.
const t = testHost({ plugins: weatherPlugin, paid: true, elsewhere: { 'open-meteo-archive': 'http://127.0.0.1:9' } })

describe('weather checks before payment', () => {
  it('history: days outside the archive, in the wrong order or too far apart answer 400', async () => {
    await t.rejects('/api/weather/history?lat=52&lon=13&start=1939-12-31&end=1940-01-05', 'start')
    await t.rejects('/api/weather/history?lat=52&lon=13&start=2024-01-05&end=2024-01-01', 'end')
    await t.rejects('/api/weather/history?lat=52&lon=13&start=2022-01-01&end=2023-01-02', 'end')
    await t.rejects('/api/weather/history?lat=52&lon=13&start=2024-01-01&end=2999-01-01', 'end')
    await t.status('/api/weather/history?lat=52&lon=13&start=2024-01-01&end=2024-01-05', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
