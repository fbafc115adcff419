import { booleanOrNull, coordinates, defineOperation, keyOf, listAnswer, numberOrNull, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { openei } from '../upstreams/openei.ts'

const SECTORS = { residential: 'Residential', commercial: 'Commercial', industrial: 'Industrial', lighting: 'Lighting' } as const

/** One tier of one period of `energyratestructure`: `max` kWh of the tier (none for the last), `rate` and `adj` in $ per `unit`. */
const tier = v.object({ max: v.optional(v.number()), unit: v.optional(v.string()), rate: v.optional(v.number()), adj: v.optional(v.number()) })
const tariff = v.object({
  label: v.string(),
  uri: textOrNull,
  name: v.string(),
  utility: v.string(),
  eiaid: v.optional(v.union([v.number(), v.string()])),
  sector: textOrNull,
  startdate: numberOrNull,
  enddate: numberOrNull,
  approved: booleanOrNull,
  is_default: booleanOrNull,
  fixedchargefirstmeter: numberOrNull,
  fixedchargeunits: textOrNull,
  energyratestructure: v.optional(v.array(v.array(tier)), []),
})
const answer = v.object({ items: v.array(tariff) })

const day = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10))
const round = (value: number) => Math.round(value * 1e6) / 1e6

export default defineOperation({
  name: 'utility-rates',
  cacheTtl: '1d',
  sources: sourcesInWords('OpenEI `GET /utility_rates?version=7`'),
  method: 'GET',
  description: 'Electric utilities serving a U.S. location and their current tariffs: energy rates in $/kWh by tier and time-of-use period, fixed monthly charge, effective dates, from the U.S. Utility Rate Database (OpenEI / NREL).',
  input: v.object({
    ...coordinates(),
    sector: v.optional(v.pipe(keyOf(SECTORS), v.description('Customer sector (default residential)')), 'residential'),
    limit: rowLimit(25, 10, 'Tariffs, newest first (default 10)'),
  }),
  upstreams: [openei],
  keywords: ['who is my electric utility', 'power company for address', 'electricity tariff', 'utility rate per kwh', 'time of use rates'],
  async handler({ input, upstream }) {
    // Tariffs in effect today (UTC day, so that a day's calls share the cache).
    const today = Math.floor(Date.now() / 86_400_000) * 86_400
    const response = await upstream(openei).json('/utility_rates', {
      query: {
        version: 7, format: 'json', detail: 'full', lat: input.lat, lon: input.lon, sector: SECTORS[input.sector], approved: 'true',
        effective_on_date: today, orderby: 'startdate', direction: 'desc', limit: input.limit,
      },
      schema: answer,
    })
    const items = response.data.items.map((entry) => ({
      label: entry.label,
      name: entry.name,
      utility: entry.utility,
      eiaId: entry.eiaid === undefined ? null : String(entry.eiaid),
      sector: entry.sector,
      isDefault: entry.is_default,
      approved: entry.approved,
      effectiveFrom: day(entry.startdate),
      effectiveUntil: day(entry.enddate),
      fixedCharge: entry.fixedchargefirstmeter,
      fixedChargeUnit: entry.fixedchargeunits,
      timeOfUse: entry.energyratestructure.length > 1,
      energyRates: entry.energyratestructure.map((tiers, period) => ({
        period,
        tiers: tiers.map((step) => ({
          upTo: step.max ?? null,
          unit: step.unit ?? 'kWh',
          usdPerKwh: step.rate === undefined && step.adj === undefined ? null : round((step.rate ?? 0) + (step.adj ?? 0)),
        })),
      })),
      url: entry.uri,
    }))
    return listAnswer(items, sourceOf(openei, response.url))
  },
})
