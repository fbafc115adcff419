import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { econFixtures } from './_harness.ts'

const h = testHost(econFixtures)
const DATASET = '/resource/6dca-aqww.json'

describe('econ.cot', () => {
  it('answers weekly positions with nets, newest first, from a SoQL query', async () => {
    const data = await h.ok("/api/econ/cot?market=gold&from=2023-12-01&limit=2")
    expect(data.items[0]).toStrictEqual({
      market: 'GOLD - COMMODITY EXCHANGE INC.', code: '088691', reportDate: '2024-01-02', openInterest: 476349,
      nonCommercial: { long: 254317, short: 73518, net: 180799 }, commercial: { long: 142150, short: 346412, net: -204262 }, nonReportable: { long: 44416, short: 20953, net: 23463 },
    })
    expect(data.items[1].nonReportable).toStrictEqual({ long: 45000, short: null, net: null })
    expect(h.last(DATASET).params).toEqual({
      $where: "upper(market_and_exchange_names) like '%GOLD%' AND report_date_as_yyyy_mm_dd >= '2023-12-01T00:00:00.000'",
      $order: 'report_date_as_yyyy_mm_dd DESC', $limit: '2',
    })
  })
  it('filters by contract code, quoting literals', async () => {
    await h.ok('/api/econ/cot?code=088691')
    expect(h.last(DATASET).params.$where).toBe("cftc_contract_market_code = '088691'")
    await h.ok("/api/econ/cot?market=o'brien%25")
    expect(h.last(DATASET).params.$where).toBe("upper(market_and_exchange_names) like '%O''BRIEN%'")
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/econ/cot', 'market')
    await h.rejects('/api/econ/cot?code=88691', 'code')
    await h.rejects('/api/econ/cot?market=g', 'market')
    await h.rejects('/api/econ/cot?market=gold&limit=521', 'limit')
  })
  h.failures(`GET ${DATASET}`, '/api/econ/cot?market=gold')
})
