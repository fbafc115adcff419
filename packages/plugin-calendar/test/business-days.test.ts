import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

const { call, rejects } = testHost({ plugins: calendarPlugin })

const B = '/api/calendar/business-days'
const item = async (query: string) => {
  const { status, body } = await call(`${B}?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data.total).toBe(1)
  return { ...body.data.items[0], meta: body.data.meta }
}
const skipped = (list: { date: string }[]) => list.map((holiday) => holiday.date)

describe('calendar.business-days', () => {
  it('shifts 2024-12-24 by one business day in Germany to 2024-12-27, itemizing Christmas', async () => {
    const result = await item('country=DE&start=2024-12-24&addDays=1')
    expect(result).toMatchObject({ mode: 'add', start: '2024-12-24', addDays: 1, date: '2024-12-27', weekday: 'fri', calendarDays: 3, weekendDaysSkipped: 0 })
    expect(result.holidaysSkipped).toStrictEqual([
      { date: '2024-12-25', name: '1. Weihnachtstag', type: 'public', substitute: false, rule: '12-25' },
      { date: '2024-12-26', name: '2. Weihnachtstag', type: 'public', substitute: false, rule: '12-26' },
    ])
    expect(result.meta).toStrictEqual({ country: 'DE', region: null, weekend: ['sat', 'sun'], types: ['public', 'bank'] })
  })

  it('skips bank holidays by default and only the listed types when given', async () => {
    const banks = await item('country=DE&start=2024-12-23&addDays=1')
    expect(banks.date).toBe('2024-12-27')
    expect(skipped(banks.holidaysSkipped)).toEqual(['2024-12-24', '2024-12-25', '2024-12-26'])
    expect((await item('country=DE&start=2024-12-23&addDays=1&types=public')).date).toBe('2024-12-24')
    // Ascension Day 2027 is public; with only observances counted it is a working day.
    expect((await item('country=DE&start=2027-05-05&addDays=1&types=observance')).date).toBe('2027-05-06')
  })

  it('takes an empty types as the empty list: no holiday closes business (as an empty weekend is no weekend)', async () => {
    const none = await item('country=DE&start=2024-12-23&addDays=1&types=')
    expect(none).toMatchObject({ date: '2024-12-24', holidaysSkipped: [] })
    expect(none.meta.types).toEqual([])
  })

  it('moves backwards for negative addDays, over the US Independence Day substitute', async () => {
    const result = await item('country=US&start=2027-07-06&addDays=-1')
    expect(result).toMatchObject({ date: '2027-07-02', weekday: 'fri', calendarDays: -4, weekendDaysSkipped: 2 })
    expect(skipped(result.holidaysSkipped)).toEqual(['2027-07-05'])
  })

  it('counts business days after start through end, skipping US holidays (Juneteenth observed 2027-06-18)', async () => {
    const result = await item('country=US&start=2027-06-14&end=2027-07-09')
    expect(result).toMatchObject({ mode: 'count', start: '2027-06-14', end: '2027-07-09', businessDays: 17, calendarDays: 25, weekendDays: 6 })
    expect(result.holidaysSkipped.map((holiday: { date: string; name: string }) => [holiday.date, holiday.name])).toEqual([
      ['2027-06-18', 'Juneteenth (substitute day)'],
      ['2027-07-05', 'Independence Day (substitute day)'],
    ])
    expect((await item('country=US&start=2027-07-09&end=2027-06-14')).businessDays).toBe(-17)
    expect((await item('country=US&start=2027-06-14&end=2027-06-14')).businessDays).toBe(0)
    // Start excluded, end included: Friday to Monday is one business day.
    expect((await item('country=DE&start=2024-06-07&end=2024-06-10')).businessDays).toBe(1)
  })

  it('checks one date: holiday, next and previous business day', async () => {
    const christmas = await item('country=DE&start=2024-12-25')
    expect(christmas).toMatchObject({ mode: 'check', date: '2024-12-25', weekday: 'wed', isBusinessDay: false, isWeekend: false, nextBusinessDay: '2024-12-27', previousBusinessDay: '2024-12-23' })
    expect(christmas.holidays).toStrictEqual([{ date: '2024-12-25', name: '1. Weihnachtstag', type: 'public', substitute: false, rule: '12-25' }])
    // data.meta.mode is the contract's lookup/list: the calculation is named on the item only.
    expect(christmas.meta).not.toHaveProperty('mode')
    expect(await item('country=DE&start=2024-06-10')).toMatchObject({ isBusinessDay: true, holidays: [], nextBusinessDay: '2024-06-11', previousBusinessDay: '2024-06-07' })
    expect(await item('country=DE&start=2024-06-08')).toMatchObject({ isBusinessDay: false, isWeekend: true })
    // Armenia's New Year holiday spans two days.
    expect(await item('country=AM&start=2025-01-02')).toMatchObject({ isBusinessDay: false, holidays: [{ name: 'Ամանոր' }] })
  })

  it('uses regional holidays', async () => {
    expect((await item('country=DE&start=2027-01-05&addDays=1')).date).toBe('2027-01-06')
    const bavaria = await item('country=DE&region=DE-BY&start=2027-01-05&addDays=1')
    expect(bavaria).toMatchObject({ date: '2027-01-07', holidaysSkipped: [{ date: '2027-01-06', type: 'public' }] })
    expect(bavaria.meta.region).toBe('BY')
  })

  it('takes custom weekends, and an empty weekend for seven-day weeks', async () => {
    const gulf = await item('country=DE&start=2024-06-06&addDays=1&weekend=fri,sat')
    expect(gulf).toMatchObject({ date: '2024-06-09', weekday: 'sun', weekendDaysSkipped: 2 })
    expect(gulf.meta.weekend).toEqual(['fri', 'sat'])
    expect((await item('country=DE&start=2024-06-07&addDays=1&weekend=')).date).toBe('2024-06-08')
    expect((await item('country=DE&start=2024-06-07&addDays=1&weekend=SUN')).date).toBe('2024-06-08')
    expect((await item('country=DE&start=2024-06-03&end=2024-06-10&weekend=sun,sat,sun')).businessDays).toBe(5)
  })

  it('answers 400 when addDays and end are both given', async () => {
    const body = await rejects(`${B}?country=DE&start=2024-06-03&addDays=2&end=2024-06-10`, 'end')
    expect(body.error).toMatch(/mutually exclusive/)
    expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual(['addDays', 'end'])
  })

  it('refuses a shift that leaves the years the holiday rules cover', async () => {
    await rejects(`${B}?country=DE&start=2100-12-30&addDays=5`, 'addDays')
    await rejects(`${B}?country=DE&start=1950-01-03&addDays=-5`, 'addDays')
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await rejects(`${B}?start=2024-06-03`, 'country')
    await rejects(`${B}?country=DE`, 'start')
    await rejects(`${B}?country=ZZ&start=2024-06-03`, 'country')
    await rejects(`${B}?country=DEU&start=2024-06-03`, 'country')
    for (const value of ['0', '3661', '-3661', '1.5', 'x']) await rejects(`${B}?country=DE&start=2024-06-03&addDays=${value}`, 'addDays')
    for (const addDays of [3660, -3660]) {
      const far = await item(`country=DE&start=2024-06-03&addDays=${addDays}`)
      expect((await item(`country=DE&start=2024-06-03&end=${far.date}`)).businessDays).toBe(addDays)
    }
    for (const value of ['2023-02-29', '2024-6-3', '1949-12-31', '2101-01-01', 'today']) {
      await rejects(`${B}?country=DE&start=${value}`, 'start')
      await rejects(`${B}?country=DE&start=2024-06-03&end=${value}`, 'end')
    }
    for (const value of ['mon,xyz', 'mon,tue,wed,thu,fri,sat,sun', `${'sat,'.repeat(7)}sun`]) await rejects(`${B}?country=DE&start=2024-06-03&weekend=${value}`, 'weekend')
    for (const value of ['public,holy', `public${',bank'.repeat(12)}`]) await rejects(`${B}?country=DE&start=2024-06-03&types=${value}`, 'types')
    await rejects(`${B}?country=DE&start=2024-06-03&region=XX`, 'region')
    await rejects(`${B}?country=DE&start=2024-06-03&region=ABCDEFGHIJK`, 'region')
  })
})

describe('bounds the contract does not state are published in the schema', () => {
  it('says which years a date may be in', async () => {
    const { paramsSchema } = await import('@svc/core')
    const { default: businessDays } = await import('../src/operations/business-days.ts')
    const properties = paramsSchema(businessDays.input).properties as Record<string, { description?: string }>
    expect(properties.start!.description).toMatch(/1950-2100/)
    expect(properties.end!.description).toMatch(/1950-2100/)
  })
})
