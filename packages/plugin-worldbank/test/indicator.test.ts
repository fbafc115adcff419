import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { worldbankPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `worldbank/${name}` })
const PATH = '/v2/country/USA/indicator/NY.GDP.MKTP.CD'
const h = testHost({ plugins: [worldbankPlugin], upstreams: ['worldbank'], routes: { [`GET ${PATH}`]: fixture('gdp-usa.json'), 'GET /v2/country/USA/indicator/NOPE.X': fixture('invalid.json'), 'GET /v2/country/USA/indicator/CPTOTNSXN': fixture('cpi-monthly-usa.json') } })

describe('worldbank.indicator', () => {
  it('answers one row per year with names and codes, passing the year range', async () => {
    const data = await h.ok('/api/worldbank/indicator?indicator=ny.gdp.mktp.cd&country=usa&from=2022&to=2023&limit=2')
    expect(data.total).toBe(2)
    expect(data.items).toStrictEqual([
      { indicator: 'NY.GDP.MKTP.CD', indicatorName: 'GDP (current US$)', country: 'USA', countryName: 'United States', year: 2023, period: '2023', value: 27360935000000, unit: null },
      { indicator: 'NY.GDP.MKTP.CD', indicatorName: 'GDP (current US$)', country: 'USA', countryName: 'United States', year: 2022, period: '2022', value: null, unit: null },
    ])
    expect(h.last().params).toEqual({ format: 'json', per_page: '2', date: '2022:2023' })
  })
  it('reads the year of a monthly series ("2024M02") and keeps its period, never NaN', async () => {
    const data = await h.ok('/api/worldbank/indicator?indicator=CPTOTNSXN&country=USA&limit=2')
    expect(data.items.map((item: { year: number; period: string }) => [item.year, item.period])).toStrictEqual([[2024, '2024M02'], [2024, '2024M01']])
  })
  it('credits the World Bank (CC BY 4.0) in meta.attribution', async () => {
    const { body } = await h.call('/api/worldbank/indicator?indicator=NY.GDP.MKTP.CD&country=USA')
    expect(body.meta.attribution).toEqual([expect.objectContaining({ provider: 'World Bank Open Data', text: 'The World Bank: World Bank Open Data (CC BY 4.0)' })])
  })
  it('answers 404 when the API refuses the indicator', async () => {
    await h.status('/api/worldbank/indicator?indicator=NOPE.X&country=USA', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/worldbank/indicator', 'indicator')
    await h.rejects('/api/worldbank/indicator?indicator=GDP%20growth', 'indicator')
    await h.rejects('/api/worldbank/indicator?indicator=SP.POP.TOTL&country=United%20States', 'country')
    await h.rejects('/api/worldbank/indicator?indicator=SP.POP.TOTL&from=1950', 'from')
    await h.rejects('/api/worldbank/indicator?indicator=SP.POP.TOTL&from=2020&to=2010', 'to')
  })
  h.failures(`GET ${PATH}`, '/api/worldbank/indicator?indicator=NY.GDP.MKTP.CD&country=USA')
})
