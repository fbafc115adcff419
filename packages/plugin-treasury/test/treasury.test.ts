import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { treasuryPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `fiscal-data/${name}` })
const BASE = '/services/api/fiscal_service'
const DEBT = `${BASE}/v2/accounting/od/debt_to_penny`
const CASH = `${BASE}/v1/accounting/dts/operating_cash_balance`
const RATES = `${BASE}/v1/accounting/od/rates_of_exchange`
const MTS = `${BASE}/v1/accounting/mts/mts_table_1`

const h = testHost({
  plugins: [treasuryPlugin],
  upstreams: ['fiscal-data'],
  routes: { [`GET ${DEBT}`]: fixture('debt_to_penny.json'), [`GET ${CASH}`]: fixture('operating_cash_balance.json'), [`GET ${RATES}`]: fixture('rates_of_exchange.json'), [`GET ${MTS}`]: fixture('mts_table_1.json') },
})

describe('treasury.debt', () => {
  it('answers the debt per day, newest first, with Fiscal Data filters', async () => {
    const data = await h.ok('/api/treasury/debt?from=2024-01-01&to=2024-01-31&limit=2')
    expect(data.total).toBe(7500)
    expect(data.items[0]).toStrictEqual({ date: '2024-01-03', totalDebt: 34134567890123.45, heldByPublic: 27234567890123.45, intragovernmental: 6900000000000 })
    expect(h.last(DEBT).params).toEqual({ filter: 'record_date:gte:2024-01-01,record_date:lte:2024-01-31', sort: '-record_date', 'page[size]': '2' })
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/treasury/debt?from=2024-02-01&to=2024-01-01', 'to')
    await h.rejects('/api/treasury/debt?from=2024-02-30', 'from')
    await h.rejects('/api/treasury/debt?limit=1001', 'limit')
  })
  h.failures(`GET ${DEBT}`, '/api/treasury/debt')
})

describe('treasury.cash', () => {
  it('answers the operating cash balance lines: a closing balance only on the closing line (the opening line\'s amount is not one)', async () => {
    const data = await h.ok('/api/treasury/cash')
    expect(data.items[0]).toStrictEqual({ date: '2024-01-03', account: 'Treasury General Account (TGA) Closing Balance', todayMillions: 716000, closingBalanceMillions: 716000, openingMonthMillions: 769000, openingFiscalYearMillions: 657000 })
    expect(data.items[1]).toStrictEqual({ date: '2024-01-03', account: 'Treasury General Account (TGA) Opening Balance', todayMillions: 740000, closingBalanceMillions: null, openingMonthMillions: 769000, openingFiscalYearMillions: 657000 })
  })
  h.failures(`GET ${CASH}`, '/api/treasury/cash')
})

describe('treasury.exchange-rates', () => {
  it('filters by country', async () => {
    const data = await h.ok('/api/treasury/exchange-rates?country=Canada&from=2023-01-01')
    expect(data.items[0]).toStrictEqual({ date: '2023-12-31', country: 'Canada', currency: 'Dollar', description: 'Canada-Dollar', perUsd: 1.326, effectiveDate: '2023-12-31' })
    expect(h.last(RATES).params.filter).toBe('record_date:gte:2023-01-01,country:eq:Canada')
    await h.rejects('/api/treasury/exchange-rates?country=Canada,Mexico', 'country')
  })
  h.failures(`GET ${RATES}`, '/api/treasury/exchange-rates')
})

describe('treasury.monthly-statement', () => {
  it('answers receipts, outlays and deficit per month', async () => {
    const data = await h.ok('/api/treasury/monthly-statement')
    expect(data.items[0]).toStrictEqual({ date: '2023-12-31', period: 'December', fiscalYear: 2024, receipts: 430000000000, outlays: 559000000000, deficitOrSurplus: 129000000000 })
  })
  h.failures(`GET ${MTS}`, '/api/treasury/monthly-statement')
})
