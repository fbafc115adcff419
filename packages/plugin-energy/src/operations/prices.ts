import { createError, defineOperation, invalidField, listAnswer, sourceOf, sourcesInWords, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { COMMODITIES, COMMODITY_IDS, type CommodityId } from '../commodities.ts'
import { eiaDataAnswer, eiaNumber, eiaQuery, eiaValue } from '../eia-data.ts'
import { eia } from '../upstreams/eia.ts'

const row = { period: v.string(), series: v.string(), 'series-description': v.optional(v.string(), ''), value: eiaValue, units: v.optional(v.string()) }
const answer = eiaDataAnswer(row)

/** A row with a value: the `accept` of a series at its own frequency, which always has one (module level: asked once per answer). */
const hasPrice = (data: unknown) => (data as v.InferOutput<typeof answer>).response.data.some((entry) => eiaNumber(entry.value) !== null) || 'no recent price'

/**
 * The newest `length` observations of one commodity (rows without a value left out). `required`: the answer must have one
 * (refused before it is kept for the hour, not after); a history may be empty (a 404).
 */
async function observations(client: UpstreamClient, id: CommodityId, frequency: string, length: number, required = false) {
  const commodity = COMMODITIES[id]
  const response = await client.json(commodity.route, { query: eiaQuery(frequency, ['value'], { series: commodity.series }, length), schema: answer, ...(required ? { accept: hasPrice } : {}) })
  const rows = response.data.response.data
    .map((entry) => ({ period: entry.period, price: eiaNumber(entry.value), unit: entry.units ?? commodity.unit }))
    .filter((entry): entry is { period: string; price: number; unit: string } => entry.price !== null)
  return { rows, url: response.url, total: eiaNumber(response.data.response.total ?? null) }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export default defineOperation({
  name: 'prices',
  cacheTtl: '1h',
  sources: sourcesInWords('EIA `GET /v2/petroleum/pri/spt/data/`, `/v2/natural-gas/pri/fut/data/`, `/v2/petroleum/pri/gnd/data/`'),
  method: 'GET',
  description: 'U.S. energy prices from the EIA: WTI and Brent crude oil and Henry Hub natural gas spot prices, U.S. average retail gasoline and diesel. Without a commodity, the latest price of each with its change; with one, its history (daily, weekly, monthly or annual).',
  input: v.object({
    commodity: v.optional(v.pipe(v.picklist(COMMODITY_IDS), v.description('wti, brent, henry-hub, gasoline or diesel; omit for the latest of all'))),
    frequency: v.optional(v.pipe(v.picklist(['daily', 'weekly', 'monthly', 'annual']), v.description('With commodity: daily (spot prices only), weekly, monthly or annual'))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365), v.description('With commodity: observations, newest first (default 30)'))),
  }),
  upstreams: [eia],
  keywords: ['oil price', 'crude oil price today', 'gas price national average', 'diesel price', 'natural gas price henry hub', 'brent wti'],
  check(input) {
    if (!input.commodity) {
      if (input.frequency) throw invalidField('frequency', 'needs commodity (the latest prices use each series\' own frequency)')
      if (input.limit !== undefined) throw invalidField('limit', 'needs commodity')
      return
    }
    const commodity = COMMODITIES[input.commodity]
    if (input.frequency && !(commodity.frequencies as readonly string[]).includes(input.frequency)) {
      throw invalidField('frequency', `${input.commodity} is published ${commodity.frequencies.join(', ')}`)
    }
  },
  async handler({ input, upstream }) {
    const client = upstream(eia)
    if (input.commodity) {
      const id = input.commodity
      const frequency = input.frequency ?? COMMODITIES[id].defaultFrequency
      const { rows, url, total } = await observations(client, id, frequency, input.limit ?? 30)
      if (rows.length === 0) throw createError('NOT_FOUND', `EIA has no ${frequency} ${id} prices`)
      const items = rows.map((entry) => ({ commodity: id, name: COMMODITIES[id].name, series: COMMODITIES[id].series, frequency, ...entry }))
      return { ...listAnswer(items, sourceOf(eia, url), { total: total ?? items.length }), view: 'history' }
    }
    const latest = await Promise.all(COMMODITY_IDS.map(async (id) => {
      const commodity = COMMODITIES[id]
      const { rows } = await observations(client, id, commodity.defaultFrequency, 2, true)
      const [now, before] = rows
      if (!now) throw createError('UPSTREAM_FAILED', `EIA answered no recent ${id} price`)
      const change = before ? round(now.price - before.price, 4) : null
      return {
        commodity: id, name: commodity.name, series: commodity.series, frequency: commodity.defaultFrequency, period: now.period, price: now.price, unit: now.unit,
        previousPeriod: before?.period ?? null, previousPrice: before?.price ?? null, change, changePercent: before && before.price !== 0 ? round(((now.price - before.price) / before.price) * 100, 2) : null,
      }
    }))
    return { ...listAnswer(latest, sourceOf(eia)), view: 'latest' }
  },
})
