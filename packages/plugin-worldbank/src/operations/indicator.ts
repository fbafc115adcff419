import { createError, defineOperation, listAnswer, requireOrder, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { worldBank } from '../upstreams/worldbank.ts'

// Only `total` is read: other endpoints of the API send `per_page` as a string ("50").
const page = v.object({ total: v.number() })
const row = v.object({
  indicator: v.object({ id: v.string(), value: v.string() }),
  country: v.object({ id: v.string(), value: v.string() }),
  countryiso3code: v.optional(v.string(), ''),
  date: v.string(),
  value: v.nullable(v.number()),
  unit: v.optional(v.string(), ''),
})
/** `[paging, rows]` on success; `[{message: [...]}]` when the API refuses the indicator or country. */
const answer = v.union([
  v.tuple([page, v.nullable(v.array(row))]),
  v.tuple([v.object({ message: v.array(v.object({ id: v.string(), key: v.string(), value: v.string() })) })]),
])

const year = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1960), v.maxValue(2100), v.description(description)))

export default defineOperation({
  name: 'indicator',
  cacheTtl: '1d',
  sources: sourcesInWords('`GET /v2/country/{codes}/indicator/{code}?format=json`'),
  method: 'GET',
  description: 'World Bank development indicators by country and year (GDP, population, life expectancy, poverty, CO2...: any World Development Indicators code such as NY.GDP.MKTP.CD), newest year first.',
  input: v.object({
    indicator: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]+(\.[A-Z0-9]+)*(_[A-Z0-9]+)*$/, 'must be a World Bank indicator code such as NY.GDP.MKTP.CD'), v.maxLength(60), v.description('Indicator code, e.g. NY.GDP.MKTP.CD (GDP, current US$), SP.POP.TOTL (population)')),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-Z0-9]{2,3})(;[A-Z0-9]{2,3}){0,19}$/, 'must be ISO codes (2 or 3 letters) or World Bank aggregates (WLD, EUU...), separated by ;'), v.description('Country codes separated by ; (default WLD, the world)')), 'WLD'),
    from: year('First year'),
    to: year('Last year'),
    limit: rowLimit(1000, 50),
  }),
  upstreams: [worldBank],
  keywords: ['gdp of a country', 'world bank indicator', 'population of india', 'life expectancy by country', 'gdp per capita', 'development indicators'],
  // Years in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'from', 'to')
  },
  async handler({ input, upstream }) {
    const date = input.from || input.to ? `${input.from ?? 1960}:${input.to ?? new Date().getUTCFullYear()}` : undefined
    const { data, url } = await upstream(worldBank).json(`/v2/country/${input.country}/indicator/${input.indicator}`, {
      query: { format: 'json', per_page: input.limit, date },
      schema: answer,
    })
    if (data.length === 1) throw createError('NOT_FOUND', `The World Bank has no indicator ${input.indicator} for ${input.country}: ${data[0].message[0]?.value ?? 'refused'}`)
    const [paging, rows] = data
    const items = (rows ?? []).map((entry) => ({
      indicator: entry.indicator.id,
      indicatorName: entry.indicator.value,
      country: entry.countryiso3code || entry.country.id,
      countryName: entry.country.value,
      // Annual series date "2023"; monthly and quarterly ones "2024M01" and "2024Q1".
      year: Number(entry.date.slice(0, 4)),
      period: entry.date,
      value: entry.value,
      unit: entry.unit || null,
    }))
    return listAnswer(items, sourceOf(worldBank, url), { total: paging.total })
  },
})
