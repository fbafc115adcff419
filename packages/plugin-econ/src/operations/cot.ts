import { defineOperation, listAnswer, requireOne, sourceOf, optionalDate, optionalText } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../params.ts'
import { cftc } from '../upstreams/cftc.ts'

/** Legacy Commitments of Traders, futures only: one row per market and weekly report (Socrata sends numbers as strings). */
const DATASET = '/resource/6dca-aqww.json'
const count = v.pipe(v.optional(v.string(), ''), v.transform((value) => (value === '' ? null : Number(value))))
const answer = v.array(v.object({
  market_and_exchange_names: v.string(),
  report_date_as_yyyy_mm_dd: v.string(),
  cftc_contract_market_code: v.optional(v.string(), ''),
  open_interest_all: count,
  noncomm_positions_long_all: count,
  noncomm_positions_short_all: count,
  comm_positions_long_all: count,
  comm_positions_short_all: count,
  nonrept_positions_long_all: count,
  nonrept_positions_short_all: count,
}))

/** A SoQL string literal: single quotes doubled. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`
const net = (long: number | null, short: number | null) => (long === null || short === null ? null : long - short)

export default defineOperation({
  name: 'cot',
  method: 'GET',
  description: 'CFTC Commitments of Traders (legacy, futures only): weekly open interest and the long and short positions of non-commercial (speculators), commercial (hedgers) and non-reportable traders for a futures market, newest first.',
  input: v.object({
    market: optionalText(2, 80, 'Words of the market name, e.g. GOLD, CRUDE OIL, E-MINI S&P 500'),
    code: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[0-9A-Z]{6}$/, 'must be a CFTC contract market code of 6 characters, e.g. 088691'), v.description('CFTC contract market code'))),
    from: optionalDate('First report date'),
    limit: limit(520, 12),
  }),
  upstreams: [cftc],
  cacheTtl: '6h',
  sources: [{ path: DATASET }],
  keywords: ['commitments of traders', 'cot report gold', 'speculator positioning in oil futures', 'cftc positions', 'net long non-commercial'],
  // Neither a market nor a code can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['market', 'code'])
  },
  async handler({ input, upstream }) {
    const conditions = [
      input.code ? `cftc_contract_market_code = ${literal(input.code)}` : `upper(market_and_exchange_names) like ${literal(`%${input.market!.toUpperCase().replace(/[%_]/g, '')}%`)}`,
      ...(input.from ? [`report_date_as_yyyy_mm_dd >= ${literal(`${input.from}T00:00:00.000`)}`] : []),
    ]
    const { data, url } = await upstream(cftc).json(DATASET, {
      query: { $where: conditions.join(' AND '), $order: 'report_date_as_yyyy_mm_dd DESC', $limit: input.limit },
      schema: answer,
    })
    const items = data.map((row) => ({
      market: row.market_and_exchange_names,
      code: row.cftc_contract_market_code || null,
      reportDate: row.report_date_as_yyyy_mm_dd.slice(0, 10),
      openInterest: row.open_interest_all,
      nonCommercial: { long: row.noncomm_positions_long_all, short: row.noncomm_positions_short_all, net: net(row.noncomm_positions_long_all, row.noncomm_positions_short_all) },
      commercial: { long: row.comm_positions_long_all, short: row.comm_positions_short_all, net: net(row.comm_positions_long_all, row.comm_positions_short_all) },
      nonReportable: { long: row.nonrept_positions_long_all, short: row.nonrept_positions_short_all, net: net(row.nonrept_positions_long_all, row.nonrept_positions_short_all) },
    }))
    return listAnswer(items, sourceOf(cftc, url))
  },
})
