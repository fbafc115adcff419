import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import table from '../src/data/damodaran.json' with { type: 'json' }
import { countryPlugin } from '../src/index.ts'

const h = testHost({ plugins: [countryPlugin] })
const call = (query: string) => h.call(`/api/country/financials${query}`)

describe('country.financials', () => {
  it('answers one country by alpha-2 or alpha-3 code, with the table\'s date', async () => {
    const { status, body } = await call('?code=br')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup', asOf: '2024-01-01', matureMarketPremiumPct: 4.6 }, source: { provider: expect.stringContaining('Damodaran'), url: expect.stringContaining('ctryprem') } })
    expect(body.data.items[0]).toStrictEqual({
      country: 'Brazil', alpha2: 'BR', alpha3: 'BRA', numeric: '076', currencies: [{ code: 'BRL', name: 'Brazilian real' }], region: 'Central and South America',
      covered: true, basis: 'sovereign-rating', sovereignRating: { agency: "Moody's", rating: 'Ba2' }, prsScore: null,
      defaultSpreadPct: 3.2779, equityRiskPremiumPct: 9.0004, countryRiskPremiumPct: 4.4004, tableName: 'Brazil',
    })
    expect((await call('?code=DEU')).body.data.items[0]).toMatchObject({ alpha2: 'DE', sovereignRating: { rating: 'Aaa' }, countryRiskPremiumPct: 0, equityRiskPremiumPct: 4.6 })
  })

  it('prices unrated frontier markets from the PRS score, and says when a country is not in the table', async () => {
    expect((await call('?code=IR')).body.data.items[0]).toMatchObject({ basis: 'prs-score', sovereignRating: null, prsScore: 63, equityRiskPremiumPct: 14.1056 })
    expect((await call('?code=AQ')).body.data.items[0]).toMatchObject({ country: 'Antarctica', covered: false, equityRiskPremiumPct: null, sovereignRating: null })
  })

  it('lists every country when no code is given', async () => {
    const { body } = await call('')
    expect(body.data.meta.mode).toBe('list')
    expect(body.data.total).toBe(body.data.items.length)
    expect(body.data.total).toBeGreaterThan(240)
    expect(body.data.items.filter((item: { covered: boolean }) => item.covered)).toHaveLength(table.countries.filter((row) => row.alpha2).length)
  })

  it('ships a consistent table: each rated premium is the mature-market premium plus the country premium', () => {
    for (const row of table.countries) {
      expect(row.equityRiskPremium, row.country).not.toBeNull()
      if (row.basis === 'sovereign-rating') expect(row.equityRiskPremium! - row.countryRiskPremium!, row.country).toBeCloseTo(table.matureMarketPremium, 5)
    }
    expect(new Set(table.countries.map((row) => row.alpha2).filter(Boolean)).size).toBe(table.countries.filter((row) => row.alpha2).length)
  })

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect(await call('?code=ZZ')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    for (const code of ['B', 'BRAZ', 'B1']) {
      const { status, body } = await call(`?code=${code}`)
      expect(status, code).toBe(400)
      expect(body.error).toContain('code')
    }
  })
})
