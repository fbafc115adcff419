import { testHost } from '@svc/core/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { classPlugin } from '../src/index.ts'
import { naicsTitles } from '../src/tables.ts'

const h = testHost({ plugins: [classPlugin] })
const call = (query: string) => h.call(`/api/class/industry-resolve?${query}`)
const codes = (items: Array<{ system: string; code: string }>, system: string) => items.filter((item) => item.system === system).map((item) => item.code)

describe('class.industry-resolve', () => {
  // NAICS titles come from @svc/plugin-business's 1.8 MB table, loaded on first use: warmed here under its own timeout.
  beforeAll(async () => void (await naicsTitles()), 60_000)

  it('resolves a NAICS industry: ISIC directly, SIC and NACE derived and flagged, with vintages and tables', async () => {
    const { status, body } = await call('system=naics&code=541511')
    expect(status).toBe(200)
    expect(body.data.query).toEqual({ system: 'naics', code: '541511', title: 'Custom Computer Programming Services' })
    expect(body.data.items).toEqual([
      { system: 'isic', code: '6201', title: 'Computer programming activities', vintage: 'ISIC Rev. 4', link: 'direct', via: null, partial: false, note: null },
      { system: 'sic', code: '7371', title: 'Computer Programming Services', vintage: 'SIC 1987', link: 'derived', via: 'NAICS 2002', partial: false, note: null },
      { system: 'nace', code: '62', title: 'Computer programming, consultancy and related activities', vintage: 'NACE Rev. 2 (division)', link: 'derived', via: 'isic', partial: true, note: 'NACE Rev. 2 division identical to the ISIC Rev. 4 division' },
    ])
    expect(body.data.notes.join(' ')).toContain('derived')
    expect(body.data.tables.map((table: { table: string }) => table.table)).toContain('2017 NAICS to ISIC Rev. 4')
  })

  it('resolves a SIC industry split across NAICS industries, each part with its scope', async () => {
    const { body } = await call('system=sic&code=7372')
    expect(body.data.items.filter((item: { system: string }) => item.system === 'naics')).toEqual([
      { system: 'naics', code: '334611', title: 'Software Reproducing', vintage: 'NAICS 2002', link: 'direct', via: null, partial: true, note: 'mass reproduction of software' },
      { system: 'naics', code: '511210', title: 'Software Publishers', vintage: 'NAICS 2002', link: 'direct', via: null, partial: true, note: 'software publishing' },
    ])
    expect(codes(body.data.items, 'isic')).toContain('5820')
    expect(body.data.items.find((item: { system: string }) => item.system === 'isic')).toMatchObject({ link: 'derived', via: 'naics' })
    // A 3-digit SIC code is its 4-digit form without the leading zero.
    expect((await call('system=sic&code=111')).body.data.query).toMatchObject({ code: '0111', title: 'Wheat' })
  })

  it('resolves ISIC classes and NACE divisions (NACE read at division level, flagged)', async () => {
    const isic = await call('system=isic&code=6201')
    expect(codes(isic.body.data.items, 'naics')).toEqual(['541511'])
    const nace = await call('system=NACE&code=62.01')
    expect(nace.body.data.query).toMatchObject({ system: 'nace', code: '6201', title: 'Computer programming, consultancy and related activities' })
    expect(codes(nace.body.data.items, 'naics')).toEqual(expect.arrayContaining(['541511', '541512', '541519']))
    expect(nace.body.data.notes.join(' ')).toContain('division level')
  })

  it('titles NAICS 2017 industries from the 2017 NAICS table of @svc/plugin-business, as Census spells them', async () => {
    expect((await call('system=naics&code=721110')).body.data.query.title).toBe('Hotels (except Casino Hotels) and Motels')
    const isic = await call('system=isic&code=6512')
    expect(isic.body.data.items.find((item: { code: string }) => item.code === '524126')).toMatchObject({ system: 'naics', title: 'Direct Property and Casualty Insurance Carriers', vintage: 'NAICS 2017' })
    // Branch codes keep the titles of the concordance tables only (none for a 2017 branch).
    expect((await call('system=naics&code=5415')).body.data.query.title).toBeNull()
  })
  it('rolls a NAICS branch up to all its industries', async () => {
    const { body } = await call('system=naics&code=5415')
    expect(codes(body.data.items, 'isic')).toEqual(expect.arrayContaining(['6201', '6202']))
  })

  it('answers 404 for a code no table has', async () => {
    expect(await call('system=naics&code=999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.refusals('/api/class/industry-resolve', [
    [{ system: 'naics' }, 'code'], [{ code: '1234' }, 'system'], [{ system: 'hs', code: '1234' }, 'system'], [{ system: 'naics', code: '5415111' }, 'code'],
    [{ system: 'sic', code: '7' }, 'code'], [{ system: 'isic', code: 'A1' }, 'code'], [{ system: 'naics', code: '1'.repeat(13) }, 'code'],
  ])
})
