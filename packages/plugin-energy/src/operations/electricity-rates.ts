import { createError, defineOperation, keyOf, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { eiaDataAnswer, eiaNumber, eiaQuery, eiaValue } from '../eia-data.ts'
import { eia } from '../upstreams/eia.ts'
import { US_STATES } from '../us-states.ts'

/** Our sector names -> EIA's `sectorid` facet. */
const SECTORS = { residential: 'RES', commercial: 'COM', industrial: 'IND', transportation: 'TRA', all: 'ALL' } as const

const row = {
  period: v.string(),
  stateid: v.string(),
  stateDescription: v.optional(v.string(), ''),
  sectorid: v.string(),
  sectorName: v.optional(v.string(), ''),
  price: eiaValue,
  revenue: eiaValue,
  sales: eiaValue,
  customers: eiaValue,
}

export default defineOperation({
  name: 'electricity-rates',
  cacheTtl: '6h',
  sources: sourcesInWords('EIA `GET /v2/electricity/retail-sales/data/`'),
  method: 'GET',
  description: 'Average retail price of electricity in a U.S. state (or the U.S.) by sector (residential, commercial, industrial...), in cents per kWh, monthly or yearly, with sales, revenue and customers, from the EIA (forms EIA-826/861).',
  input: v.object({
    state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['US', ...US_STATES], 'must be a 2-letter U.S. state code or US'), v.description('State (e.g. CA) or US for the national average')), 'US'),
    sector: v.optional(v.pipe(keyOf(SECTORS), v.description('Customer sector')), 'residential'),
    frequency: v.optional(v.pipe(v.picklist(['monthly', 'annual']), v.description('Monthly or annual averages')), 'monthly'),
    limit: rowLimit(120, 12, 'Periods, newest first'),
  }),
  upstreams: [eia],
  keywords: ['electricity price by state', 'cents per kwh', 'average electric rate', 'power price us', 'residential electricity cost'],
  async handler({ input, upstream }) {
    const response = await upstream(eia).json('/v2/electricity/retail-sales/data/', {
      query: eiaQuery(input.frequency, ['price', 'revenue', 'sales', 'customers'], { stateid: input.state, sectorid: SECTORS[input.sector] }, input.limit),
      schema: eiaDataAnswer(row),
    })
    const rows = response.data.response.data
    if (rows.length === 0) throw createError('NOT_FOUND', `No ${input.frequency} electricity prices for ${input.state} (${input.sector})`)
    const items = rows.map((entry) => ({
      period: entry.period,
      state: entry.stateid,
      stateName: entry.stateDescription || null,
      sector: input.sector,
      sectorName: entry.sectorName || null,
      priceCentsPerKwh: eiaNumber(entry.price),
      revenueMillionUsd: eiaNumber(entry.revenue),
      salesMillionKwh: eiaNumber(entry.sales),
      customers: eiaNumber(entry.customers),
    }))
    return listAnswer(items, sourceOf(eia, response.url), { total: eiaNumber(response.data.response.total ?? null) ?? items.length })
  },
})
