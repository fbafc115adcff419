import { testHost } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fxPlugin } from '../src/index.ts'
import { DAILY, HIST, HIST_90D, ROUTES, TODAY } from './_ecb.ts'

const h = testHost({ plugins: [fxPlugin], upstreams: ['ecb'], routes: ROUTES })
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TODAY)
})
afterAll(() => vi.useRealTimers())

describe('fx.rates', () => {
  it('answers the latest euro rates of every published currency, citing the daily file', async () => {
    const data = await h.ok('/api/fx/rates')
    expect(data.total).toBe(30)
    expect(data.items[0]).toStrictEqual({ date: '2024-06-28', base: 'EUR', quote: 'AUD', rate: 1.6079 })
    expect(data.items.find((row: { quote: string }) => row.quote === 'USD')).toStrictEqual({ date: '2024-06-28', base: 'EUR', quote: 'USD', rate: 1.0705 })
    expect(data.source).toMatchObject({ provider: 'European Central Bank', url: `${h.server.url}${DAILY}` })
  })

  it('acknowledges the source in meta.attribution, as the ESCB statistics reuse policy asks', async () => {
    const { status, body } = await h.call('/api/fx/rates?symbols=USD')
    expect(status).toBe(200)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'European Central Bank', text: 'Source: ECB statistics', url: 'https://www.ecb.europa.eu/stats/ecb_statistics/html/index.en.html' }])
  })

  it('computes cross rates through the euro for the symbols asked (the fx-rate watcher sends base and symbols)', async () => {
    const data = await h.ok('/api/fx/rates?base=usd&symbols=EUR,jpy,usd')
    expect(data.items).toStrictEqual([
      { date: '2024-06-28', base: 'USD', quote: 'EUR', rate: Number((1 / 1.0705).toPrecision(10)) },
      { date: '2024-06-28', base: 'USD', quote: 'JPY', rate: Number((171.94 / 1.0705).toPrecision(10)) },
      { date: '2024-06-28', base: 'USD', quote: 'USD', rate: 1 },
    ])
  })

  it('answers a weekend date with the Friday before, from the right file', async () => {
    const recent = await h.ok('/api/fx/rates?symbols=USD&date=2024-06-29')
    expect(recent.items).toStrictEqual([{ date: '2024-06-28', base: 'EUR', quote: 'USD', rate: 1.0705 }])
    expect(recent.source.url).toBe(`${h.server.url}${HIST_90D}`)
    const old = await h.ok('/api/fx/rates?symbols=USD&date=2017-02-19')
    expect(old.items).toStrictEqual([{ date: '2017-02-17', base: 'EUR', quote: 'USD', rate: 1.065 }])
    expect(old.source.url).toBe(`${h.server.url}${HIST}`)
  })

  it('answers 404 before the first publication', async () => {
    await h.status('/api/fx/rates?date=1998-12-20', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/fx/rates?base=EU', 'base')
    await h.rejects('/api/fx/rates?base=XXX', 'base')
    await h.rejects('/api/fx/rates?symbols=USD,DOLLAR', 'symbols')
    await h.rejects('/api/fx/rates?symbols=XAU', 'symbols')
    await h.rejects('/api/fx/rates?symbols=', 'symbols')
    await h.rejects('/api/fx/rates?date=2024-02-30', 'date')
    await h.rejects('/api/fx/rates?date=2024-07-01', 'date')
    await h.rejects('/api/fx/rates?amount=3', 'amount')
  })

  h.failures(`GET ${DAILY}`, '/api/fx/rates')
})
