import { describe, expect, it } from 'vitest'
import { data, notFound, rejects } from './_app.ts'

describe('iso.subdivision', () => {
  it('looks up US-CA (California) in any case', async () => {
    const answer = await data('subdivision', { code: 'us-ca' })
    expect(answer).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(answer.items[0]).toEqual({ code: 'US-CA', name: 'California', type: 'State', country: 'US', countryName: 'United States of America', parent: null, level: 1, subdivisions: [] })
  })

  it('gives parents and children where ISO 3166-2 nests subdivisions', async () => {
    const region = (await data('subdivision', { code: 'FR-ARA' })).items[0]
    expect(region).toMatchObject({ name: 'Auvergne-Rhône-Alpes', parent: null, level: 1 })
    expect(region.subdivisions).toContainEqual({ code: 'FR-69', name: 'Rhône', type: expect.any(String) })
    expect((await data('subdivision', { code: 'FR-01' })).items[0]).toMatchObject({ name: 'Ain', parent: 'FR-ARA', level: 2, type: 'Metropolitan department' })
  })

  it('lists the 16 German states by alpha-2 or alpha-3 code, sorted by code', async () => {
    const states = await data('subdivision', { country: 'DE' })
    expect(states).toMatchObject({ total: 16, meta: { mode: 'list' } })
    expect(states.items).toHaveLength(16)
    expect(states.items.map((item: { code: string }) => item.code)).toEqual([...states.items.map((item: { code: string }) => item.code)].sort())
    expect(states.items).toContainEqual(expect.objectContaining({ code: 'DE-BY', name: 'Bayern', country: 'DE', countryName: 'Germany' }))
    expect((await data('subdivision', { country: 'deu' })).total).toBe(16)
  })

  it('searches names, within a country or everywhere, with paging', async () => {
    expect((await data('subdivision', { country: 'DE', name: 'bayern' })).items.map((item: { code: string }) => item.code)).toEqual(['DE-BY'])
    expect((await data('subdivision', { name: 'California' })).items[0].code).toBe('US-CA')
    const page = await data('subdivision', { country: 'GB', limit: 10, offset: 5 })
    expect(page.items).toHaveLength(10)
    expect(page.total).toBeGreaterThan(200)
    expect(await data('subdivision', { country: 'VA' })).toMatchObject({ items: [], total: 0 })
  })

  it('answers 404 for an unknown subdivision or country', async () => {
    await notFound('subdivision', { code: 'US-ZZ' })
    await notFound('subdivision', { country: 'ZZ' })
    await notFound('subdivision', { country: 'ZZZ' })
  })

  it('rejects malformed codes, bounds and missing or conflicting modes, naming the field', async () => {
    await rejects('subdivision', { code: 'USCA' }, 'code')
    await rejects('subdivision', { code: 'US-CAXX' }, 'code')
    await rejects('subdivision', { code: 'U-CA' }, 'code')
    await rejects('subdivision', { country: 'D' }, 'country')
    await rejects('subdivision', { country: 'DEUT' }, 'country')
    await rejects('subdivision', { country: 'D1' }, 'country')
    await rejects('subdivision', { name: 'b' }, 'name')
    await rejects('subdivision', { name: 'b'.repeat(81) }, 'name')
    await rejects('subdivision', { country: 'DE', limit: 0 }, 'limit')
    await rejects('subdivision', { country: 'DE', limit: 501 }, 'limit')
    await rejects('subdivision', { country: 'DE', offset: -1 }, 'offset')
    await rejects('subdivision', {}, 'code')
    await rejects('subdivision', { code: 'US-CA', country: 'US' }, 'country')
    await rejects('subdivision', { code: 'US-CA', name: 'cal' }, 'name')
  })
})
