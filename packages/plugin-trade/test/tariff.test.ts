import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { tradePlugin } from '../src/index.ts'

describe('trade.tariff', () => {
  const h = testHost({
    plugins: [tradePlugin],
    upstreams: ['usitc-hts'],
    routes: { 'GET /reststop/search': { file: 'usitc-hts/search-coffee.json' } },
  })

  it('answers HTS articles with their duty rates', async () => {
    const data = await h.ok('/api/trade/tariff?q=coffee')
    expect(h.last().query.get('keyword')).toBe('coffee')
    expect(data.total).toBe(6)
    const roasted = data.items.find((item: { htsNumber: string }) => item.htsNumber === '0901.21.00')
    expect(roasted).toMatchObject({ description: 'Not decaffeinated', indent: 2, generalRate: 'Free', specialRate: null, column2Rate: 'Free', units: [] })
    expect(data.items[1]).toMatchObject({ htsNumber: null, superior: true, description: 'Coffee, not roasted:' })
    expect(data.items[2].footnotes).toEqual([{ columns: ['general'], text: 'See 9903.01.25.', type: 'endnote' }])
    expect(data.source.provider).toBe('USITC Harmonized Tariff Schedule')
  })
  it('cuts the list at limit, keeping the total', async () => {
    const data = await h.ok('/api/trade/tariff?q=0901&limit=2')
    expect(data.items).toHaveLength(2)
    expect(data.total).toBe(6)
  })
  it('refuses a malformed HTS number', () => h.rejects('/api/trade/tariff?q=09012', 'q'))
  it('refuses a one-letter query', () => h.rejects('/api/trade/tariff?q=c', 'q'))
  it('refuses a limit over 100', () => h.rejects('/api/trade/tariff?q=coffee&limit=101', 'limit'))
  h.failures('GET /reststop/search', '/api/trade/tariff?q=tea')
})
