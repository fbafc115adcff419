import { testHost } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fxPlugin } from '../src/index.ts'
import { HIST, HIST_90D, ROUTES, TODAY } from './_ecb.ts'

const h = testHost({ plugins: [fxPlugin], upstreams: ['ecb'], routes: ROUTES })
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TODAY)
})
afterAll(() => vi.useRealTimers())

describe('fx.timeseries', () => {
  it('answers one row per published day and symbol, oldest first, from the full history', async () => {
    const data = await h.ok('/api/fx/timeseries?symbols=USD,GBP&from=2017-02-15&to=2017-02-20')
    expect(data.items.map((row: { date: string; quote: string }) => `${row.date} ${row.quote}`)).toEqual([
      '2017-02-16 USD', '2017-02-16 GBP', '2017-02-17 USD', '2017-02-17 GBP', '2017-02-20 USD', '2017-02-20 GBP',
    ])
    expect(data.items[2]).toStrictEqual({ date: '2017-02-17', base: 'EUR', quote: 'USD', rate: 1.065 })
    expect(data.items[4]).toMatchObject({ rate: 1.0616 })
    expect(data.source.url).toBe(`${h.server.url}${HIST}`)
  })

  it('reads a recent window from the 90-day file, with a cross base', async () => {
    const data = await h.ok('/api/fx/timeseries?base=GBP&symbols=USD&from=2024-06-20')
    expect(data.items).toStrictEqual([{ date: '2024-06-28', base: 'GBP', quote: 'USD', rate: Number((1.0705 / 0.84638).toPrecision(10)) }])
    expect(data.source.url).toBe(`${h.server.url}${HIST_90D}`)
  })

  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/fx/timeseries?from=2017-02-15', 'symbols')
    await h.rejects('/api/fx/timeseries?symbols=USD', 'from')
    await h.rejects('/api/fx/timeseries?symbols=USD,GBP,JPY,CHF,SEK,NOK,DKK,PLN,CZK,HUF,RON', 'symbols')
    await h.rejects('/api/fx/timeseries?symbols=USD&from=2017-02-15&to=2017-02-10', 'to')
    await h.rejects('/api/fx/timeseries?symbols=USD&from=2015-01-01&to=2017-02-10', 'to')
    await h.rejects('/api/fx/timeseries?symbols=USD&from=2025-01-01', 'from')
    await h.rejects('/api/fx/timeseries?symbols=USD&from=2017-13-01', 'from')
  })

  h.failures(`GET ${HIST}`, '/api/fx/timeseries?symbols=USD&from=2017-02-15&to=2017-02-20')
})
