import { describe, expect, it } from 'vitest'
import { data, notFound, rejects } from './_app.ts'

describe('iso.currency', () => {
  it('looks up EUR and JPY by code, in any case', async () => {
    const eur = await data('currency', { code: 'eur' })
    expect(eur.meta).toEqual({ mode: 'lookup' })
    expect(eur.total).toBe(1)
    expect(eur.items[0]).toMatchObject({ code: 'EUR', numeric: '978', name: 'Euro', minorUnits: 2, fund: false })
    expect(eur.items[0].countries).toEqual(expect.arrayContaining(['GERMANY', 'FRANCE', 'EUROPEAN UNION']))
    expect((await data('currency', { code: 'JPY' })).items[0]).toEqual({ code: 'JPY', numeric: '392', name: 'Yen', minorUnits: 0, fund: false, countries: ['JAPAN'] })
    expect((await data('currency', { code: 'BHD' })).items[0].minorUnits).toBe(3)
  })

  it('looks up by numeric code, padding it to three digits', async () => {
    expect((await data('currency', { numeric: '978' })).items[0].code).toBe('EUR')
    expect((await data('currency', { numeric: '840' })).items[0].code).toBe('USD')
    expect((await data('currency', { numeric: '8' })).items[0]).toMatchObject({ code: 'ALL', numeric: '008', name: 'Lek' })
  })

  it('gives null minor units where ISO 4217 says N.A., and flags fund codes', async () => {
    expect((await data('currency', { code: 'XAU' })).items[0]).toEqual({ code: 'XAU', numeric: '959', name: 'Gold', minorUnits: null, fund: false, countries: [] })
    expect((await data('currency', { code: 'XDR' })).items[0].minorUnits).toBeNull()
    expect((await data('currency', { code: 'CLF' })).items[0]).toMatchObject({ minorUnits: 4, fund: true, countries: ['CHILE'] })
  })

  it('searches by currency name and by country, best match first', async () => {
    const dollars = await data('currency', { name: 'dollar' })
    expect(dollars.meta).toEqual({ mode: 'list' })
    expect(dollars.total).toBe(dollars.items.length)
    expect(dollars.items.map((item: { code: string }) => item.code)).toEqual(expect.arrayContaining(['USD', 'AUD', 'CAD', 'NZD']))
    expect((await data('currency', { name: 'euro' })).items[0].code).toBe('EUR')
    expect((await data('currency', { country: 'germany' })).items.map((item: { code: string }) => item.code)).toEqual(['EUR'])
    expect((await data('currency', { country: 'Switzerland' })).items.map((item: { code: string }) => item.code).sort()).toEqual(['CHE', 'CHF', 'CHW'])
    expect(await data('currency', { name: 'zzzz' })).toMatchObject({ items: [], total: 0 })
  })

  it('answers 404 for a code no current currency has', async () => {
    await notFound('currency', { code: 'ABC' })
    await notFound('currency', { numeric: '001' })
  })

  it('rejects malformed values, out-of-bound lengths and missing or conflicting modes, naming the field', async () => {
    await rejects('currency', { code: 'EU' }, 'code')
    await rejects('currency', { code: 'EURO' }, 'code')
    await rejects('currency', { code: 'E1R' }, 'code')
    await rejects('currency', { numeric: '9781' }, 'numeric')
    await rejects('currency', { numeric: 'x78' }, 'numeric')
    await rejects('currency', { name: 'e' }, 'name')
    await rejects('currency', { name: 'x'.repeat(81) }, 'name')
    await rejects('currency', { country: 'de' }, 'country')
    await rejects('currency', { country: 'x'.repeat(81) }, 'country')
    await rejects('currency', {}, 'code')
    await rejects('currency', { code: 'EUR', numeric: '978' }, 'numeric')
  })
})
