import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { isoPlugin } from '../src/index.ts'

const t = testHost({ plugins: isoPlugin })

describe('iso.subdivision', () => {
  it('looks up US-CA (California) in any case', async () => {
    const answer = await t.list(withQuery('/api/iso/subdivision', { code: 'us-ca' }))
    expect(answer).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(answer.items[0]).toEqual({ code: 'US-CA', name: 'California', type: 'State', country: 'US', countryName: 'United States of America', parent: null, level: 1, subdivisions: [] })
  })

  it('gives parents and children where ISO 3166-2 nests subdivisions', async () => {
    const region = (await t.list(withQuery('/api/iso/subdivision', { code: 'FR-ARA' }))).items[0]
    expect(region).toMatchObject({ name: 'Auvergne-Rhône-Alpes', parent: null, level: 1 })
    expect(region.subdivisions).toContainEqual({ code: 'FR-69', name: 'Rhône', type: expect.any(String) })
    expect((await t.list(withQuery('/api/iso/subdivision', { code: 'FR-01' }))).items[0]).toMatchObject({ name: 'Ain', parent: 'FR-ARA', level: 2, type: 'Metropolitan department' })
  })

  it('lists the 16 German states by alpha-2 or alpha-3 code, sorted by code', async () => {
    const states = await t.list(withQuery('/api/iso/subdivision', { country: 'DE' }))
    expect(states).toMatchObject({ total: 16, meta: { mode: 'list' } })
    expect(states.items).toHaveLength(16)
    expect(states.items.map((item: { code: string }) => item.code)).toEqual([...states.items.map((item: { code: string }) => item.code)].sort())
    expect(states.items).toContainEqual(expect.objectContaining({ code: 'DE-BY', name: 'Bayern', country: 'DE', countryName: 'Germany' }))
    expect((await t.list(withQuery('/api/iso/subdivision', { country: 'deu' }))).total).toBe(16)
  })

  it('searches names, within a country or everywhere, with paging', async () => {
    expect((await t.list(withQuery('/api/iso/subdivision', { country: 'DE', name: 'bayern' }))).items.map((item: { code: string }) => item.code)).toEqual(['DE-BY'])
    expect((await t.list(withQuery('/api/iso/subdivision', { name: 'California' }))).items[0].code).toBe('US-CA')
    const page = await t.list(withQuery('/api/iso/subdivision', { country: 'GB', limit: 10, offset: 5 }))
    expect(page.items).toHaveLength(10)
    expect(page.total).toBeGreaterThan(200)
    expect(await t.list(withQuery('/api/iso/subdivision', { country: 'VA' }))).toMatchObject({ items: [], total: 0 })
  })

  it('answers 404 for an unknown subdivision or country', async () => {
    await t.status(withQuery('/api/iso/subdivision', { code: 'US-ZZ' }), 404, undefined, 'NOT_FOUND')
    await t.status(withQuery('/api/iso/subdivision', { country: 'ZZ' }), 404, undefined, 'NOT_FOUND')
    await t.status(withQuery('/api/iso/subdivision', { country: 'ZZZ' }), 404, undefined, 'NOT_FOUND')
  })

  // rejects malformed codes, bounds and missing or conflicting modes, naming the field
  t.refusals('/api/iso/subdivision', [
    [{ code: 'USCA' }, 'code'],
    [{ code: 'US-CAXX' }, 'code'],
    [{ code: 'U-CA' }, 'code'],
    [{ country: 'D' }, 'country'],
    [{ country: 'DEUT' }, 'country'],
    [{ country: 'D1' }, 'country'],
    [{ name: 'b' }, 'name'],
    [{ name: 'b'.repeat(81) }, 'name'],
    [{ country: 'DE', limit: 0 }, 'limit'],
    [{ country: 'DE', limit: 501 }, 'limit'],
    [{ country: 'DE', offset: -1 }, 'offset'],
    [{}, 'code'],
    [{ code: 'US-CA', country: 'US' }, 'country'],
    [{ code: 'US-CA', name: 'cal' }, 'name'],
  ])
})
