import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { isoPlugin } from '../src/index.ts'

const t = testHost({ plugins: isoPlugin })

describe('iso.currency', () => {
  it('looks up EUR and JPY by code, in any case', async () => {
    const eur = await t.list(withQuery('/api/iso/currency', { code: 'eur' }))
    expect(eur.meta).toEqual({ mode: 'lookup' })
    expect(eur.total).toBe(1)
    expect(eur.items[0]).toMatchObject({ code: 'EUR', numeric: '978', name: 'Euro', minorUnits: 2, fund: false })
    expect(eur.items[0].countries).toEqual(expect.arrayContaining(['GERMANY', 'FRANCE', 'EUROPEAN UNION']))
    expect((await t.list(withQuery('/api/iso/currency', { code: 'JPY' }))).items[0]).toEqual({ code: 'JPY', numeric: '392', name: 'Yen', minorUnits: 0, fund: false, countries: ['JAPAN'] })
    expect((await t.list(withQuery('/api/iso/currency', { code: 'BHD' }))).items[0].minorUnits).toBe(3)
  })

  it('looks up by numeric code, padding it to three digits', async () => {
    expect((await t.list(withQuery('/api/iso/currency', { numeric: '978' }))).items[0].code).toBe('EUR')
    expect((await t.list(withQuery('/api/iso/currency', { numeric: '840' }))).items[0].code).toBe('USD')
    expect((await t.list(withQuery('/api/iso/currency', { numeric: '8' }))).items[0]).toMatchObject({ code: 'ALL', numeric: '008', name: 'Lek' })
  })

  it('gives null minor units where ISO 4217 says N.A., and flags fund codes', async () => {
    expect((await t.list(withQuery('/api/iso/currency', { code: 'XAU' }))).items[0]).toEqual({ code: 'XAU', numeric: '959', name: 'Gold', minorUnits: null, fund: false, countries: [] })
    expect((await t.list(withQuery('/api/iso/currency', { code: 'XDR' }))).items[0].minorUnits).toBeNull()
    expect((await t.list(withQuery('/api/iso/currency', { code: 'CLF' }))).items[0]).toMatchObject({ minorUnits: 4, fund: true, countries: ['CHILE'] })
  })

  it('searches by currency name and by country, best match first', async () => {
    const dollars = await t.list(withQuery('/api/iso/currency', { name: 'dollar' }))
    expect(dollars.meta).toEqual({ mode: 'list' })
    expect(dollars.total).toBe(dollars.items.length)
    expect(dollars.items.map((item: { code: string }) => item.code)).toEqual(expect.arrayContaining(['USD', 'AUD', 'CAD', 'NZD']))
    expect((await t.list(withQuery('/api/iso/currency', { name: 'euro' }))).items[0].code).toBe('EUR')
    expect((await t.list(withQuery('/api/iso/currency', { country: 'germany' }))).items.map((item: { code: string }) => item.code)).toEqual(['EUR'])
    expect((await t.list(withQuery('/api/iso/currency', { country: 'Switzerland' }))).items.map((item: { code: string }) => item.code).sort()).toEqual(['CHE', 'CHF', 'CHW'])
    expect(await t.list(withQuery('/api/iso/currency', { name: 'zzzz' }))).toMatchObject({ items: [], total: 0 })
  })

  it('answers 404 for a code no current currency has', async () => {
    await t.status(withQuery('/api/iso/currency', { code: 'ABC' }), 404, undefined, 'NOT_FOUND')
    await t.status(withQuery('/api/iso/currency', { numeric: '001' }), 404, undefined, 'NOT_FOUND')
  })

  // rejects malformed values, out-of-bound lengths and missing or conflicting modes, naming the field
  t.refusals('/api/iso/currency', [
    [{ code: 'EU' }, 'code'],
    [{ code: 'EURO' }, 'code'],
    [{ code: 'E1R' }, 'code'],
    [{ numeric: '9781' }, 'numeric'],
    [{ numeric: 'x78' }, 'numeric'],
    [{ name: 'e' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ country: 'de' }, 'country'],
    [{ country: 'x'.repeat(81) }, 'country'],
    [{}, 'code'],
    [{ code: 'EUR', numeric: '978' }, 'numeric'],
  ])
})
