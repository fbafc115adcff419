import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

const { call, rejects } = testHost({ plugins: calendarPlugin })

const H = '/api/calendar/holidays'
const dates = (items: { date: string }[]) => items.map((item) => item.date)

describe('calendar.holidays', () => {
  it('lists the nine German national public holidays of 2027 (Easter Monday 2027-03-29)', async () => {
    const { status, body } = await call(`${H}?country=DE&year=2027&types=public`)
    expect(status).toBe(200)
    expect(body.data.ok).toBe(true)
    expect(dates(body.data.items)).toEqual(['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-01', '2027-05-06', '2027-05-17', '2027-10-03', '2027-12-25', '2027-12-26'])
    expect(body.data.total).toBe(9)
    expect(body.data.items[2]).toStrictEqual({ date: '2027-03-29', end: '2027-03-29', name: 'Ostermontag', type: 'public', substitute: false, rule: 'easter 1' })
    expect(body.data.source).toMatchObject({ provider: 'date-holidays (npm)', license: expect.stringContaining('ISC') })
    expect(body.data.meta).toStrictEqual({ country: 'DE', region: null, year: 2027, lang: 'de', types: ['public'] })
  })

  it('lists every type by default, sorted by date, with the half-day bank holidays', async () => {
    const { body } = await call(`${H}?country=de&year=2027`)
    const items = body.data.items as { date: string; type: string; name: string }[]
    expect(dates(items)).toEqual([...dates(items)].sort())
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['public', 'bank', 'observance']))
    expect(items.find((item) => item.date === '2027-12-24')).toMatchObject({ name: 'Heiliger Abend', type: 'bank' })
    expect(items.find((item) => item.date === '2027-03-28')).toMatchObject({ name: 'Ostersonntag', type: 'observance' })
    const banks = await call(`${H}?country=DE&year=2027&types=bank`)
    expect(dates(banks.body.data.items)).toEqual(['2027-12-24', '2027-12-31'])
    // The spec gives only a maximum: an empty filter filters nothing, as if left out.
    const empty = await call(`${H}?country=DE&year=2027&types=`)
    expect(empty.status).toBe(200)
    expect(empty.body.data.items).toEqual(items)
  })

  it('gives US Juneteenth 2027 as observed on Friday 2027-06-18, a substitute for Saturday', async () => {
    const { body } = await call(`${H}?country=US&year=2027&types=public`)
    const juneteenth = body.data.items.filter((item: { name: string }) => item.name.startsWith('Juneteenth'))
    expect(juneteenth).toStrictEqual([
      { date: '2027-06-18', end: '2027-06-18', name: 'Juneteenth (substitute day)', type: 'public', substitute: true, rule: expect.stringContaining('06-19') },
      { date: '2027-06-19', end: '2027-06-19', name: 'Juneteenth', type: 'public', substitute: false, rule: expect.stringContaining('06-19') },
    ])
    // 2028-01-01 is a Saturday: New Year's Day is observed on Friday 2027-12-31.
    expect(body.data.items.at(-1)).toMatchObject({ date: '2027-12-31', substitute: true })
  })

  it('matches the gov.uk bank holidays of England and Wales 2027, Christmas substitutes included', async () => {
    const { body } = await call(`${H}?country=GB&region=ENG&year=2027&types=public`)
    const observed = body.data.items.filter((item: { date: string }) => !['2027-12-25', '2027-12-26'].includes(item.date))
    expect(dates(observed)).toEqual(['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28'])
    expect(observed.filter((item: { substitute: boolean }) => item.substitute).map((item: { name: string }) => item.name)).toEqual(['Christmas Day (substitute day)', 'Boxing Day (substitute day)'])
  })

  it('adds the holidays of a region, in the ISO 3166-2 or short form, and of a sub-region', async () => {
    const bavaria = await call(`${H}?country=DE&year=2027&region=DE-BY&types=public`)
    expect(dates(bavaria.body.data.items)).toEqual(expect.arrayContaining(['2027-01-06', '2027-05-27', '2027-11-01']))
    expect(bavaria.body.data.meta.region).toBe('BY')
    expect((await call(`${H}?country=DE&year=2027&region=by&types=public`)).body.data.items).toEqual(bavaria.body.data.items)
    const augsburg = await call(`${H}?country=DE&year=2027&region=BY-A&types=public`)
    expect(augsburg.body.data.meta.region).toBe('BY-A')
    expect(augsburg.body.data.items.find((item: { date: string }) => item.date === '2027-08-08')).toMatchObject({ type: 'public' })
    expect(dates((await call(`${H}?country=US&year=2027&region=CA&types=public`)).body.data.items)).toContain('2027-03-31')
  })

  it('translates names with lang and gives multi-day holidays an end date', async () => {
    const english = await call(`${H}?country=DE&year=2027&types=public&lang=en`)
    expect(english.body.data.items[2].name).toBe('Easter Monday')
    expect(english.body.data.meta.lang).toBe('en')
    expect((await call(`${H}?country=DE&year=2027&types=public&lang=FR`)).body.data.items[2].name).toBe('Lundi de Pâques')
    // The library must not keep the previous call's language.
    expect((await call(`${H}?country=DE&year=2027&types=public`)).body.data.items[2].name).toBe('Ostermontag')
    const armenia = await call(`${H}?country=AM&year=2025&types=public`)
    expect(armenia.body.data.items[0]).toMatchObject({ date: '2025-01-01', end: '2025-01-02' })
  })

  it('rejects unknown countries and regions naming the field and listing what exists', async () => {
    expect((await rejects(`${H}?country=ZZ&year=2027`, 'country')).error).toMatch(/ZZ/)
    expect((await rejects(`${H}?country=DE&year=2027&region=XX`, 'region')).error).toMatch(/BY/)
    expect((await rejects(`${H}?country=DE&year=2027&region=BY-ZZ`, 'region')).error).toMatch(/KATH/)
    await rejects(`${H}?country=DE&year=2027&region=BY-A-B`, 'region')
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await rejects(`${H}?year=2027`, 'country')
    await rejects(`${H}?country=DE`, 'year')
    for (const value of ['D', 'DEU', 'D1']) await rejects(`${H}?country=${value}&year=2027`, 'country')
    for (const value of ['1949', '2101', '2027.5', 'abc']) await rejects(`${H}?country=DE&year=${value}`, 'year')
    expect((await call(`${H}?country=DE&year=1950&types=public`)).status).toBe(200)
    expect((await call(`${H}?country=DE&year=2100&types=public`)).status).toBe(200)
    for (const value of ['', 'ABCDEFGHIJK', 'B%20Y']) await rejects(`${H}?country=DE&year=2027&region=${value}`, 'region')
    for (const value of ['public,foo', `public${',bank'.repeat(12)}`]) await rejects(`${H}?country=DE&year=2027&types=${value}`, 'types')
    for (const value of ['e', 'english', 'e1']) await rejects(`${H}?country=DE&year=2027&lang=${value}`, 'lang')
  })
})
