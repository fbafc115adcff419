import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `eia/${name}` })
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['eia'],
  keys: { eia: 'eia-test-key' },
  routes: { 'GET /v2/electricity/retail-sales/data/': fixture('retail-sales-CA-RES.json') },
})

describe('energy.electricity-rates', () => {
  it('asks EIA for the state and sector, newest first, and answers cents per kWh', async () => {
    const data = await h.ok('/api/energy/electricity-rates?state=ca&limit=3')
    expect(h.last().params).toEqual({
      frequency: 'monthly', 'data[0]': 'price', 'data[1]': 'revenue', 'data[2]': 'sales', 'data[3]': 'customers',
      'facets[stateid][]': 'CA', 'facets[sectorid][]': 'RES', 'sort[0][column]': 'period', 'sort[0][direction]': 'desc', offset: '0', length: '3', api_key: 'eia-test-key',
    })
    expect(data.items[0]).toStrictEqual({
      period: '2026-08', state: 'CA', stateName: 'California', sector: 'residential', sectorName: 'residential',
      priceCentsPerKwh: 33.79, revenueMillionUsd: 4020.51, salesMillionKwh: 11898.45, customers: 14134873,
    })
    expect(data.items[2]).toMatchObject({ period: '2026-06', priceCentsPerKwh: 32.4, customers: null })
    expect(data.total).toBe(290)
    expect(data.source.url).not.toContain('eia-test-key')
  })

  it('defaults to the U.S. residential monthly average', async () => {
    await h.ok('/api/energy/electricity-rates')
    const query = h.last().query
    expect([query.get('facets[stateid][]'), query.get('facets[sectorid][]'), query.get('length')]).toEqual(['US', 'RES', '12'])
  })

  it('maps sectors and frequency', async () => {
    await h.ok('/api/energy/electricity-rates?state=TX&sector=industrial&frequency=annual&limit=5')
    const query = h.last().query
    expect([query.get('facets[sectorid][]'), query.get('frequency')]).toEqual(['IND', 'annual'])
  })

  it('answers 404 when EIA has no rows', async () => {
    h.set('GET /v2/electricity/retail-sales/data/', fixture('retail-sales-empty.json'))
    await h.status('/api/energy/electricity-rates?state=VT&frequency=annual', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/electricity-rates?state=XX', 'state')
    await h.rejects('/api/energy/electricity-rates?state=California', 'state')
    await h.rejects('/api/energy/electricity-rates?sector=farm', 'sector')
    await h.rejects('/api/energy/electricity-rates?frequency=weekly', 'frequency')
    await h.rejects('/api/energy/electricity-rates?limit=0', 'limit')
    await h.rejects('/api/energy/electricity-rates?limit=121', 'limit')
  })

  h.failures('GET /v2/electricity/retail-sales/data/', '/api/energy/electricity-rates?state=CA')
})
