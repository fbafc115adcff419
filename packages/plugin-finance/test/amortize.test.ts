import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { financePlugin } from '../src/index.ts'

const t = testHost({ plugins: financePlugin })
const amortize = (params: Record<string, string | number | boolean>) => t.call(withQuery('/api/finance/amortize', params))

type Row = { number: number; date: string; payment: number; principal: number; interest: number; extra: number; balance: number }
const cents = (value: number) => Math.round(value * 100)
const sum = (rows: Row[], key: keyof Row) => rows.reduce((total, row) => total + cents(row[key] as number), 0)

describe('finance.amortize: known answers', () => {
  it('200,000 at 6% over 30 years monthly: 1,199.10 a month, the last payment clears the balance', async () => {
    const { status, body } = await amortize({ principal: 200000, rate: 6, termYears: 30, startDate: '2025-01-15' })
    expect(status).toBe(200)
    const data = body.data
    expect(data).toMatchObject({
      principal: 200000, rate: 6, frequency: 'monthly', periodsPerYear: 12, termMonths: 360, scheduledPayments: 360,
      payment: 1199.1, extraPayment: 0, payments: 360, finalPayment: 1200.14,
      // Cent-exact schedule (interest rounded each month; 359 × 1,199.10 + 1,200.14 = 431,677.04).
      totalInterest: 231677.04, totalPaid: 431677.04,
      // What calculators quote: the unrounded payment 1,199.101050... × 360 − 200,000.
      closedForm: { payment: 1199.10105, totalInterest: 231676.38 },
      startDate: '2025-01-15', firstPaymentDate: '2025-02-15', payoffDate: '2055-01-15', savings: null,
    })
    const rows: Row[] = data.schedule.rows
    expect(data.schedule).toMatchObject({ total: 360, offset: 0, limit: 360 })
    expect(rows).toHaveLength(360)
    expect(rows[0]).toEqual({ number: 1, date: '2025-02-15', payment: 1199.1, principal: 199.1, interest: 1000, extra: 0, balance: 199800.9 })
    expect(rows[1]).toEqual({ number: 2, date: '2025-03-15', payment: 1199.1, principal: 200.1, interest: 999, extra: 0, balance: 199600.8 })
    expect(rows[359]).toEqual({ number: 360, date: '2055-01-15', payment: 1200.14, principal: 1194.17, interest: 5.97, extra: 0, balance: 0 })
    expect(sum(rows, 'principal')).toBe(cents(200000))
    expect(sum(rows, 'interest')).toBe(cents(231677.04))
    expect(sum(rows, 'payment')).toBe(cents(431677.04))
    for (let i = 1; i < rows.length; i++) expect(cents(rows[i - 1]!.balance) - cents(rows[i]!.principal)).toBe(cents(rows[i]!.balance))
  })

  it('100,000 at 6% over 30 years: 599.55 (the textbook figure)', async () => {
    const { body } = await amortize({ principal: 100000, rate: 6, termMonths: 360, schedule: false, startDate: '2025-01-01' })
    expect(body.data).toMatchObject({ payment: 599.55, totalInterest: 115838.45, totalPaid: 215838.45, payments: 360, schedule: null })
  })

  it('10,000 at 10% over 5 years annually: every row', async () => {
    const { body } = await amortize({ principal: 10000, rate: 10, termYears: 5, frequency: 'annually', startDate: '2020-03-01' })
    expect(body.data).toMatchObject({ payment: 2637.97, finalPayment: 2638, totalInterest: 3189.88, totalPaid: 13189.88, payoffDate: '2025-03-01' })
    expect(body.data.schedule.rows.map((row: Row) => [row.date, row.payment, row.principal, row.interest, row.balance])).toEqual([
      ['2021-03-01', 2637.97, 1637.97, 1000, 8362.03],
      ['2022-03-01', 2637.97, 1801.77, 836.2, 6560.26],
      ['2023-03-01', 2637.97, 1981.94, 656.03, 4578.32],
      ['2024-03-01', 2637.97, 2180.14, 457.83, 2398.18],
      ['2025-03-01', 2638, 2398.18, 239.82, 0],
    ])
  })

  it('a zero-rate loan splits the principal and puts the odd cents on the last payment', async () => {
    const three = await amortize({ principal: 1000, rate: 0, termMonths: 3, startDate: '2025-01-10' })
    expect(three.body.data).toMatchObject({ payment: 333.33, finalPayment: 333.34, totalInterest: 0, totalPaid: 1000, closedForm: { payment: 333.333333, totalInterest: 0 } })
    expect(three.body.data.schedule.rows.map((row: Row) => [row.payment, row.interest, row.balance])).toEqual([[333.33, 0, 666.67], [333.33, 0, 333.34], [333.34, 0, 0]])
    const seven = await amortize({ principal: 10000, rate: 0, termMonths: 7, startDate: '2025-01-10' })
    expect(seven.body.data).toMatchObject({ payment: 1428.57, finalPayment: 1428.58, totalPaid: 10000, payoffDate: '2025-08-10' })
  })

  it('an extra payment goes to principal, ends the loan early and reports the savings', async () => {
    const { body } = await amortize({ principal: 200000, rate: 6, termYears: 30, extraPayment: 200, startDate: '2025-01-15', offset: 250 })
    expect(body.data).toMatchObject({
      payment: 1199.1, extraPayment: 200, payments: 252, totalInterest: 151876.18, totalPaid: 351876.18,
      payoffDate: '2046-01-15', savings: { interest: 79800.86, payments: 108 }, schedule: { total: 252, offset: 250 },
    })
    const [before, last] = body.data.schedule.rows as Row[]
    expect(before).toMatchObject({ number: 251, payment: 1399.1, extra: 200 })
    expect(last).toMatchObject({ number: 252, balance: 0 })
    expect(last!.payment).toBeLessThan(1399.1)
  })

  it('biweekly, weekly and semimonthly schedules count periods and dates correctly', async () => {
    const biweekly = await amortize({ principal: 100000, rate: 5, termYears: 15, frequency: 'biweekly', startDate: '2025-01-01', limit: 2 })
    expect(biweekly.body.data).toMatchObject({ periodsPerYear: 26, scheduledPayments: 390, payment: 364.71, totalInterest: 42235.46, firstPaymentDate: '2025-01-15' })
    expect(biweekly.body.data.schedule.rows[1].date).toBe('2025-01-29')
    const weekly = await amortize({ principal: 1200, rate: 12, termMonths: 3, frequency: 'weekly', startDate: '2025-01-01' })
    expect(weekly.body.data).toMatchObject({ scheduledPayments: 13, payment: 93.81, finalPayment: 93.76, totalInterest: 19.48, payoffDate: '2025-04-02' })
    expect(weekly.body.data.schedule.rows[0]).toMatchObject({ interest: 2.77, principal: 91.04, balance: 1108.96 })
    const semimonthly = await amortize({ principal: 5000, rate: 7.5, termYears: 1, frequency: 'semimonthly', startDate: '2025-01-31', limit: 4 })
    expect(semimonthly.body.data).toMatchObject({ scheduledPayments: 24, payment: 216.57, totalInterest: 197.69 })
    expect(semimonthly.body.data.schedule.rows.map((row: Row) => row.date)).toEqual(['2025-02-15', '2025-02-28', '2025-03-15', '2025-03-31'])
  })

  it('monthly dates keep the end of the month without drifting', async () => {
    const { body } = await amortize({ principal: 1200, rate: 0, termMonths: 4, startDate: '2024-01-31' })
    expect(body.data.schedule.rows.map((row: Row) => row.date)).toEqual(['2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'])
  })

  it('pages the schedule and can leave it out', async () => {
    const page = await amortize({ principal: 200000, rate: 6, termYears: 30, startDate: '2025-01-15', offset: 12, limit: 12 })
    expect(page.body.data.schedule.rows.map((row: Row) => row.number)).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i))
    const past = await amortize({ principal: 1000, rate: 0, termMonths: 3, offset: 10 })
    expect(past.body.data.schedule).toMatchObject({ total: 3, rows: [] })
    const none = await amortize({ principal: 1000, rate: 0, termMonths: 3, schedule: false })
    expect(none.body.data.schedule).toBeNull()
  })

  it('stays exact at the largest loan and the longest weekly term', async () => {
    const { status, body } = await amortize({ principal: 1e10, rate: 100, termYears: 50, frequency: 'weekly', limit: 1000, offset: 2000 })
    expect(status).toBe(200)
    expect(body.data.scheduledPayments).toBe(2600)
    expect(cents(body.data.totalPaid)).toBe(cents(1e10) + cents(body.data.totalInterest))
    expect(body.data.schedule.rows.at(-1)).toMatchObject({ number: 2600, balance: 0 })
  })

  it('defaults the start to today (UTC)', async () => {
    const { body } = await amortize({ principal: 1000, rate: 0, termMonths: 1, schedule: false })
    expect(body.data.startDate).toBe(new Date().toISOString().slice(0, 10))
  })
})

describe('finance.amortize: bad input is a 400 naming the field', () => {
  const base = { principal: 1000, rate: 5, termYears: 1 }
  it.each([
    [{ principal: 0 }, 'principal'],
    [{ principal: -5 }, 'principal'],
    [{ principal: 1e10 + 1 }, 'principal'],
    [{ principal: 100.005 }, 'principal'],
    [{ principal: 'abc' }, 'principal'],
    [{ rate: -0.1 }, 'rate'],
    [{ rate: 100.01 }, 'rate'],
    [{ termYears: 0 }, 'termYears'],
    [{ termYears: 51 }, 'termYears'],
    [{ termYears: 1.5 }, 'termYears'],
    [{ termMonths: 601, termYears: undefined }, 'termMonths'],
    [{ termMonths: 12 }, 'termMonths'],
    [{ termYears: undefined }, 'termYears'],
    [{ termYears: undefined, termMonths: 1, frequency: 'weekly' }, 'termMonths'],
    [{ frequency: 'daily' }, 'frequency'],
    [{ startDate: '2025-02-30' }, 'startDate'],
    [{ startDate: '1899-12-31' }, 'startDate'],
    [{ startDate: '15/01/2025' }, 'startDate'],
    [{ extraPayment: -1 }, 'extraPayment'],
    [{ extraPayment: 0.001 }, 'extraPayment'],
    [{ schedule: 'maybe' }, 'schedule'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 1001 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ offset: 2600 }, 'offset'],
    [{ zzExtra: 1 }, 'zzExtra'],
  ] as const)('%o -> %s', async (change, field) => {
    const params = Object.fromEntries(Object.entries({ ...base, ...change }).filter(([, value]) => value !== undefined)) as Record<string, string | number>
    const { status, body } = await amortize(params)
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_INPUT', field })
    expect(body.error).toContain(field)
  })

  it('refuses a loan too small to repay a cent per payment', async () => {
    const { status, body } = await amortize({ principal: 0.01, rate: 0, termMonths: 600 })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'principal' })
  })
})
