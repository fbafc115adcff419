import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { stocksFixtures } from './_harness.ts'

const h = testHost(stocksFixtures)
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe('stocks.company-news', () => {
  it('answers articles newest first with an ISO time and the related tickers', async () => {
    const data = await h.ok('/api/stocks/company-news?symbol=AAPL&from=2019-09-20&to=2019-09-27&limit=2')
    expect(data.total).toBe(3)
    expect(data.items.map((row: { id: number }) => row.id)).toEqual([25288, 25286])
    expect(data.items[1]).toStrictEqual({
      id: 25286, headline: 'More sellers than buyers as Apple slips', summary: 'Shares of Apple edged lower in afternoon trading.', source: 'Illustrative Wire',
      url: 'https://example.com/news/25286', image: 'https://example.com/images/apple-slips.jpg', category: 'company', related: ['AAPL'], publishedAt: '2019-09-27T02:12:40.000Z',
    })
    expect(h.last('/api/v1/company-news').params).toEqual({ symbol: 'AAPL', from: '2019-09-20', to: '2019-09-27' })
  })

  it('defaults to the last 7 days (what the company-news watcher polls)', async () => {
    const data = await h.ok('/api/stocks/company-news?symbol=aapl')
    expect(data.items[2]).toMatchObject({ id: 25287, image: null, related: ['AAPL', 'TSM'] })
    expect(h.last('/api/v1/company-news').params).toEqual({ symbol: 'AAPL', from: day(-7), to: day(0) })
  })

  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/stocks/company-news', 'symbol')
    await h.rejects('/api/stocks/company-news?symbol=AAPL&from=2024-02-30', 'from')
    await h.rejects('/api/stocks/company-news?symbol=AAPL&from=2024-03-02&to=2024-03-01', 'to')
    await h.rejects('/api/stocks/company-news?symbol=AAPL&from=2020-01-01&to=2024-03-01', 'from')
    await h.rejects('/api/stocks/company-news?symbol=AAPL&limit=251', 'limit')
  })

  h.failures('GET /api/v1/company-news', '/api/stocks/company-news?symbol=AAPL')
})
