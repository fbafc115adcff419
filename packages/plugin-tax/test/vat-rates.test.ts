import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { taxPlugin } from '../src/index.ts'

const h = testHost({ plugins: [taxPlugin] })
const rates = (query = '') => h.call(`/api/tax/vat-rates${query}`)
const EU = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']
type Row = { country: string; euMember: boolean; standard: number; reduced: number[]; superReduced: number | null; parking: number | null }

describe('tax.vat-rates', () => {
  it('lists the 27 member states and CH, GB, NO in the normalized shape, with the date the table is valid for', async () => {
    const { status, body } = await rates()
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 30, meta: { validOn: '2025-08-01' } })
    expect(body.data.source.provider).toContain('European Commission')
    expect(body.data.source.provider).toContain('2025-08-01')
    const codes = body.data.items.map((row: Row) => row.country)
    expect(codes.filter((code: string) => EU.includes(code))).toEqual(EU)
    expect(codes.slice(27)).toEqual(['CH', 'GB', 'NO'])
  })

  it('gives the Commission\'s rates for a country, case-insensitively', async () => {
    const { body } = await rates('?country=de')
    expect(body.data).toMatchObject({ total: 1, items: [{ country: 'DE', vatCode: 'DE', name: 'Germany', euMember: true, standard: 19, reduced: [7], superReduced: null, parking: null }] })
    expect((await rates('?country=FR')).body.data.items[0]).toMatchObject({ standard: 20, reduced: [5.5, 10], superReduced: 2.1, parking: null })
    expect((await rates('?country=IE')).body.data.items[0]).toMatchObject({ standard: 23, reduced: [9, 13.5], superReduced: 4.8, parking: 13.5 })
    expect((await rates('?country=LU')).body.data.items[0]).toMatchObject({ standard: 17, reduced: [8], superReduced: 3, parking: 14 })
    expect((await rates('?country=DK')).body.data.items[0]).toMatchObject({ standard: 25, reduced: [] })
    expect((await rates('?country=HU')).body.data.items[0]).toMatchObject({ standard: 27, reduced: [5, 18] })
    expect((await rates('?country=FI')).body.data.items[0]).toMatchObject({ standard: 25.5, reduced: [10, 14] })
    expect((await rates('?country=EE')).body.data.items[0]).toMatchObject({ standard: 24, reduced: [9, 13] })
    expect((await rates('?country=RO')).body.data.items[0]).toMatchObject({ standard: 21, reduced: [11] })
    expect((await rates('?country=SK')).body.data.items[0]).toMatchObject({ standard: 23, reduced: [5, 19] })
    expect((await rates('?country=CH')).body.data.items[0]).toMatchObject({ euMember: false, standard: 8.1, reduced: [2.6, 3.8] })
  })

  it('accepts the VAT prefix EL for Greece and UK for the United Kingdom', async () => {
    expect((await rates('?country=EL')).body.data.items[0]).toMatchObject({ country: 'GR', vatCode: 'EL', standard: 24, reduced: [6, 13] })
    expect((await rates('?country=uk')).body.data.items[0]).toMatchObject({ country: 'GB', standard: 20, reduced: [5] })
  })

  it('filters by category and to EU members', async () => {
    const codes = async (query: string) => (await rates(query)).body.data.items.map((row: Row) => row.country)
    expect(await codes('?category=super-reduced')).toEqual(['ES', 'FR', 'IE', 'IT', 'LU'])
    expect(await codes('?category=parking')).toEqual(['AT', 'BE', 'IE', 'LU', 'PT'])
    expect(await codes('?category=reduced&euOnly=true')).toEqual(EU.filter((code) => code !== 'DK'))
    expect(await codes('?euOnly=1')).toEqual(EU)
    expect(await codes('?country=DK&category=reduced')).toEqual([])
    expect(await codes('?country=NO&euOnly=true')).toEqual([])
  })

  it('keeps the table consistent: rates ascending, below the standard rate, in their EU bands', async () => {
    for (const row of (await rates()).body.data.items as Row[]) {
      expect([...row.reduced].sort((a, b) => a - b), row.country).toEqual(row.reduced)
      for (const rate of [...row.reduced, row.superReduced ?? 0, row.parking ?? 0]) expect(rate, row.country).toBeLessThan(row.standard)
      if (!row.euMember) continue
      expect(row.standard, row.country).toBeGreaterThanOrEqual(15)
      for (const rate of row.reduced) expect(rate, row.country).toBeGreaterThanOrEqual(5)
      if (row.superReduced !== null) expect(row.superReduced, row.country).toBeLessThan(5)
      if (row.parking !== null) expect(row.parking, row.country).toBeGreaterThanOrEqual(12)
    }
  })

  it('answers 404 for a country outside the table, naming the covered ones', async () => {
    const { status, body } = await rates('?country=US')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'country' })
    expect(body.error).toContain('AT, BE')
  })

  it.each([
    ['?country=USA', 'country'],
    ['?country=1A', 'country'],
    ['?country=', 'country'],
    ['?category=zero', 'category'],
    ['?euOnly=maybe', 'euOnly'],
    ['?country=DE&country=FR', 'country'],
    ['?rate=20', 'rate'],
  ])('%s is a 400 naming %s', async (query, field) => {
    expect((await h.rejects(`/api/tax/vat-rates${query}`, field)).error).toContain(field)
  })
})
