import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { marketsPlugin } from '../src/index.ts'

const app = testHost({ plugins: marketsPlugin })

type Day = { date: string; name: string; status: string; close: string | null }
const list = async (exchange: string, year: number) => (await app.ok(`/api/markets/holiday?exchange=${exchange}&year=${year}`)).items as Day[]
const closedDates = (days: Day[]) => days.filter((day) => day.status === 'closed').map((day) => day.date)
const earlyDates = (days: Day[]) => days.filter((day) => day.status === 'early-close').map((day) => `${day.date} ${day.close}`)

// Known answers: "NYSE Group Announces 2025, 2026 and 2027 Holiday and Early Closings Calendar" (press release, 2024-11-08),
// "NYSE Group Announces 2026, 2027 and 2028 ..." (2025-12-23) and "... 2022, 2023 and 2024 ..." (2021-12-27), as carried
// by mondovisione.com; early closes at 1:00 p.m. ET. Nasdaq publishes the same days.
describe('NYSE and Nasdaq against the NYSE Group press releases', () => {
  it('2025: ten holidays, the Carter day of mourning, three early closes', async () => {
    const days = await list('NYSE', 2025)
    expect(closedDates(days)).toEqual([
      '2025-01-01', '2025-01-09', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26',
      '2025-06-19', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25',
    ])
    expect(earlyDates(days)).toEqual(['2025-07-03 13:00', '2025-11-28 13:00', '2025-12-24 13:00'])
  })
  it('2026: Independence Day observed Friday July 3, no July early close', async () => {
    const days = await list('XNYS', 2026)
    expect(closedDates(days)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25',
      '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25',
    ])
    expect(earlyDates(days)).toEqual(['2026-11-27 13:00', '2026-12-24 13:00'])
  })
  it('2027: Juneteenth, Independence Day and Christmas observed on weekdays; no New Year holiday on Dec 31', async () => {
    const days = await list('nasdaq', 2027)
    expect(closedDates(days)).toEqual([
      '2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31',
      '2027-06-18', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24',
    ])
    expect(earlyDates(days)).toEqual(['2027-11-26 13:00'])
  })
  it('2028: no New Year holiday (Saturday), early close Monday July 3', async () => {
    const days = await list('NYSE', 2028)
    expect(closedDates(days)).toEqual([
      '2028-01-17', '2028-02-21', '2028-04-14', '2028-05-29', '2028-06-19',
      '2028-07-04', '2028-09-04', '2028-11-23', '2028-12-25',
    ])
    expect(earlyDates(days)).toContain('2028-07-03 13:00')
  })
  it('2022: no New Year holiday, Juneteenth observed Monday June 20, Christmas Monday December 26', async () => {
    const days = closedDates(await list('NYSE', 2022))
    expect(days[0]).toBe('2022-01-17')
    expect(days).toContain('2022-06-20')
    expect(days).toContain('2022-12-26')
    expect(days).toHaveLength(9)
  })
})

// Known answers: gov.uk "UK bank holidays" (England and Wales) for 2022 and 2026, which the London Stock Exchange's
// business-days page follows; half days per its notice (12:30 close on the last business day before Christmas and
// New Year, e.g. Friday 22 and Friday 29 December 2023).
describe('LSE against gov.uk bank holidays and the LSE business-days notices', () => {
  it('2026: Boxing Day substitute Monday 28 December, half days 24 and 31 December', async () => {
    const days = await list('LSE', 2026)
    expect(closedDates(days)).toEqual(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'])
    expect(earlyDates(days)).toEqual(['2026-12-24 12:30', '2026-12-31 12:30'])
  })
  it('2022: Platinum Jubilee, the state funeral and Christmas substitute days', async () => {
    const days = closedDates(await list('XLON', 2022))
    expect(days).toEqual([
      '2022-01-03', '2022-04-15', '2022-04-18', '2022-05-02', '2022-06-02', '2022-06-03',
      '2022-08-29', '2022-09-19', '2022-12-26', '2022-12-27',
    ])
  })
  it('2023: half days move to Friday 22 and Friday 29 December', async () => {
    expect(earlyDates(await list('LSE', 2023))).toEqual(['2023-12-22 12:30', '2023-12-29 12:30'])
  })
})

// Known answers: TMX Group "Holiday Operating Schedule" notices (tsx.com news 2024-12-02; 2020-11-24, 2021-11-30 and
// 2025-12-03 as carried by mondovisione.com) and the TSX 2015 holiday list as reproduced by stock-market-holidays.org.
describe('TSX against the TMX Group notices', () => {
  it('2015: all ten holidays, Boxing Day in lieu on Monday 28 December', async () => {
    expect(closedDates(await list('TSX', 2015))).toEqual([
      '2015-01-01', '2015-02-16', '2015-04-03', '2015-05-18', '2015-07-01',
      '2015-08-03', '2015-09-07', '2015-10-12', '2015-12-25', '2015-12-28',
    ])
  })
  it('2021-2022: Christmas and Boxing Day in lieu on 27-28 December, New Year on Monday 3 January, 13:00 close on Friday 24 December', async () => {
    const days = await list('XTSE', 2021)
    expect(closedDates(days).slice(-2)).toEqual(['2021-12-27', '2021-12-28'])
    expect(earlyDates(days)).toEqual(['2021-12-24 13:00'])
    expect(closedDates(await list('XTSE', 2022))[0]).toBe('2022-01-03')
  })
  it('2025: early close Wednesday 24 December, closed 25 and 26 December', async () => {
    const days = await list('TSX', 2025)
    expect(earlyDates(days)).toEqual(['2025-12-24 13:00'])
    expect(closedDates(days).slice(-2)).toEqual(['2025-12-25', '2025-12-26'])
  })
})

// Known answers: Xetra trading calendar 2025 (xetra.com: closed 1 Jan, 18 and 21 Apr, 1 May, 24-26 and 31 Dec) and
// Euronext trading holidays 2025 (euronext.com: closed 1 Jan, 18 and 21 Apr, 1 May, 25-26 Dec; early close 24 and 31 Dec).
describe('Xetra and Euronext', () => {
  it('Xetra 2025', async () => {
    expect(closedDates(await list('XETRA', 2025))).toEqual(['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31'])
  })
  it('Euronext 2025', async () => {
    const days = await list('EURONEXT', 2025)
    expect(closedDates(days)).toEqual(['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-12-25', '2025-12-26'])
    expect(earlyDates(days)).toEqual(['2025-12-24 14:05', '2025-12-31 14:05'])
  })
})

describe('one date', () => {
  it('answers an early close', async () => {
    const data = await app.ok('/api/markets/holiday?exchange=NYSE&date=2026-11-27')
    expect(data.total).toBe(1)
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toMatchObject({ status: 'early-close', name: 'Day after Thanksgiving', open: '09:30', close: '13:00' })
  })
  it('answers a weekend and a regular day', async () => {
    expect((await app.ok('/api/markets/holiday?exchange=LSE&date=2026-11-28')).items[0]).toMatchObject({ status: 'closed', reason: 'weekend' })
    expect((await app.ok('/api/markets/holiday?exchange=LSE&date=2026-11-27')).items[0]).toMatchObject({ status: 'open', reason: null, close: '16:30' })
  })
})

describe('bad input', () => {
  app.refusals('/api/markets/holiday', [
    [{ exchange: 'NOPE', year: '2026' }, 'exchange'],
    [{ exchange: 'NYSE', year: '1999' }, 'year'],
    [{ exchange: 'XETR', year: '2020' }, 'year'],
    [{ exchange: 'NYSE', year: '2026', date: '2026-01-02' }, 'date'],
    [{ exchange: 'NYSE', date: '2026-02-30' }, 'date'],
  ])
})
