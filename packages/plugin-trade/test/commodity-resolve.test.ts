import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { tradePlugin } from '../src/index.ts'

const reference = { file: 'comtrade-reference/H6.json' }

describe('trade.commodity-resolve', () => {
  const h = testHost({
    plugins: [tradePlugin],
    upstreams: ['comtrade-reference'],
    routes: { 'GET /files/v1/app/reference/H6.json': reference, 'GET /files/v1/app/reference/HS.json': reference },
  })

  it('finds the subheading for product words, with its chapter and heading', async () => {
    const data = await h.ok('/api/trade/commodity-resolve?q=lithium-ion%20batteries%20accumulators')
    expect(data.meta.mode).toBe('list')
    expect(data.items[0]).toMatchObject({
      code: '850760',
      description: 'Electric accumulators; lithium-ion',
      level: 6,
      isLeaf: true,
      unit: 'u',
      chapter: { code: '85' },
      heading: { code: '8507', description: 'Electric accumulators, including separators therefor, whether or not rectangular (including square)' },
    })
  })
  it('ranks codes holding more of the words first, matching word starts and ignoring accents', async () => {
    const data = await h.ok('/api/trade/commodity-resolve?q=roasted%20coffee')
    const codes = data.items.map((item: { code: string }) => item.code)
    expect(codes.slice(0, 2).sort()).toEqual(['090111', '090121'])
    expect(codes.indexOf('0901')).toBeGreaterThan(1)
    expect(codes).not.toContain('0902')
    expect((await h.ok('/api/trade/commodity-resolve?q=mate')).items[0].code).toBe('09')
    expect((await h.ok('/api/trade/commodity-resolve?q=accumul')).total).toBe(3)
  })
  it('filters by level and leaves out aggregates', async () => {
    const data = await h.ok('/api/trade/commodity-resolve?q=coffee&level=6')
    expect(data.items.map((item: { code: string }) => item.code).sort()).toEqual(['090111', '090121'])
    expect((await h.ok('/api/trade/commodity-resolve?q=total')).total).toBe(0)
  })
  it('looks up a code, dotted or not, with the number of codes under it', async () => {
    const data = await h.ok('/api/trade/commodity-resolve?q=0901')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toMatchObject({ code: '0901', level: 4, parent: '09', chapter: { code: '09', description: 'Coffee, tea, maté and spices' }, heading: null, children: 2 })
    expect((await h.ok('/api/trade/commodity-resolve?q=8507.60')).items[0].code).toBe('850760')
  })
  it('reads the file settings.trade.hsReference names', async () => {
    const result = await h.call('/api/trade/commodity-resolve?q=tea', undefined, { settings: { trade: { hsReference: '/files/v1/app/reference/HS.json' } } })
    expect(result.status).toBe(200)
    expect(h.last().path).toBe('/files/v1/app/reference/HS.json')
  })
  it('answers 404 for a code that does not exist', () => h.status('/api/trade/commodity-resolve?q=9999', 404, undefined, 'NOT_FOUND'))
  it('refuses a code of 5 digits', () => h.rejects('/api/trade/commodity-resolve?q=09012', 'q'))
  it('refuses a level other than 2, 4 or 6', () => h.rejects('/api/trade/commodity-resolve?q=coffee&level=8', 'level'))
  h.failures('GET /files/v1/app/reference/H6.json', '/api/trade/commodity-resolve?q=coffee')
})
