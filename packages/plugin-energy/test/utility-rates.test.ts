import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `openei/${name}` })
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['openei'],
  keys: { openei: 'openei-test-key' },
  routes: { 'GET /utility_rates': fixture('utility-rates-denver.json') },
})

describe('energy.utility-rates', () => {
  it('asks for the approved tariffs in effect today at the point, newest first', async () => {
    await h.ok('/api/energy/utility-rates?lat=39.74&lon=-104.99')
    const query = h.last().params
    const today = Number(query.effective_on_date)
    expect(query).toEqual({
      version: '7', format: 'json', detail: 'full', lat: '39.74', lon: '-104.99', sector: 'Residential', approved: 'true',
      effective_on_date: String(today), orderby: 'startdate', direction: 'desc', limit: '10', api_key: 'openei-test-key',
    })
    expect(today % 86_400).toBe(0)
    expect(Date.now() / 1000 - today).toBeLessThan(86_400)
  })

  it('credits the Utility Rate Database in meta.attribution', async () => {
    const { status, body } = await h.call('/api/energy/utility-rates?lat=39.74&lon=-104.99')
    expect(status).toBe(200)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'U.S. Utility Rate Database (OpenEI, NREL)', text: 'Source: U.S. Utility Rate Database (OpenEI, NREL)', url: 'https://openei.org/wiki/Utility_Rate_Database' }])
  })
  it('answers each tariff with its energy rates per period and tier, and its fixed charge', async () => {
    const data = await h.ok('/api/energy/utility-rates?lat=39.74&lon=-104.99&sector=residential&limit=2')
    expect(data.items[0]).toStrictEqual({
      label: '6740c0ffee0000000000a001', name: 'Residential Time-of-Use (RE-TOU)', utility: 'Public Service Co of Colorado', eiaId: '15466',
      sector: 'Residential', isDefault: true, approved: true, effectiveFrom: '2024-10-01', effectiveUntil: null, fixedCharge: 7.1, fixedChargeUnit: '$/month',
      timeOfUse: true,
      energyRates: [{ period: 0, tiers: [{ upTo: null, unit: 'kWh', usdPerKwh: 0.1074 }] }, { period: 1, tiers: [{ upTo: null, unit: 'kWh', usdPerKwh: 0.3007 }] }],
      url: 'https://apps.openei.org/IURDB/rate/view/6740c0ffee0000000000a001',
    })
    expect(data.items[1]).toMatchObject({
      timeOfUse: false, effectiveFrom: '2024-01-01', effectiveUntil: '2026-12-31',
      energyRates: [{ period: 0, tiers: [{ upTo: 500, unit: 'kWh', usdPerKwh: 0.0871 }, { upTo: null, unit: 'kWh', usdPerKwh: 0.1132 }] }],
    })
    expect(data.source).toMatchObject({ provider: 'U.S. Utility Rate Database (OpenEI, NREL)' })
    expect(data.source.url).not.toContain('openei-test-key')
  })

  it('maps the sector and answers no items where the database has no tariff', async () => {
    h.set('GET /utility_rates', fixture('utility-rates-empty.json'))
    const data = await h.ok('/api/energy/utility-rates?lat=48.85&lon=2.35&sector=commercial')
    expect(h.last().query.get('sector')).toBe('Commercial')
    expect(data).toMatchObject({ items: [], total: 0 })
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/utility-rates?lat=39.7', 'lon')
    await h.rejects('/api/energy/utility-rates?lat=-91&lon=0', 'lat')
    await h.rejects('/api/energy/utility-rates?lat=39.7&lon=-104.9&sector=farm', 'sector')
    await h.rejects('/api/energy/utility-rates?lat=39.7&lon=-104.9&limit=26', 'limit')
  })

  h.failures('GET /utility_rates', '/api/energy/utility-rates?lat=39.74&lon=-104.99')
})
