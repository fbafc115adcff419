import { defineOperation, listAnswer, sourceOf, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { exactlyOne, num } from '../shared/input.ts'
import { limit, stateCode } from '../shared/params.ts'
import { usgsWater } from '../upstreams/usgs-water.ts'

const point = v.object({ value: v.string(), qualifiers: v.optional(v.array(v.string()), []), dateTime: v.string() })
const series = v.object({
  name: v.string(),
  sourceInfo: v.object({
    siteName: v.string(),
    siteCode: v.array(v.object({ value: v.string(), agencyCode: v.optional(v.string()) })),
    geoLocation: v.object({ geogLocation: v.object({ latitude: v.number(), longitude: v.number() }) }),
    siteProperty: v.optional(v.array(v.object({ name: v.string(), value: v.string() })), []),
  }),
  variable: v.object({
    variableCode: v.array(v.object({ value: v.string() })),
    variableName: v.string(),
    variableDescription: v.optional(v.string()),
    unit: v.object({ unitCode: v.string() }),
    noDataValue: numberOrNull,
  }),
  values: v.array(v.object({ value: v.array(point) })),
})
const answer = v.object({ value: v.object({ timeSeries: v.array(series) }) })
const list = (max: number, pattern: RegExp, message: string) => v.pipe(v.string(), v.transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean)), v.minLength(1, 'must name at least one'), v.maxLength(max, `must name at most ${max}`), v.check((parts) => parts.every((part) => pattern.test(part)), message))
/** `Streamflow, ft&#179;/s` as `Streamflow, ft³/s`. */
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

export default defineOperation({
  name: 'usgs-water',
  method: 'GET',
  description: 'Current and recent water data from USGS stream gauges and wells (NWIS instantaneous values): discharge (streamflow), gage height, water temperature and other parameters for sites or a whole state; latest reading with time and qualifiers (provisional, estimated), or the readings of a recent period.',
  input: v.object({
    sites: v.optional(v.pipe(list(10, /^\d{8,15}$/, 'must be USGS site numbers of 8-15 digits'), v.description('Comma-separated USGS site numbers (1-10), e.g. 01646500'))),
    state: stateCode('State: every active site there'),
    parameters: v.optional(v.pipe(list(10, /^\d{5}$/, 'must be 5-digit USGS parameter codes'), v.description('Comma-separated parameter codes (default 00060 discharge, 00065 gage height)')), '00060,00065'),
    period: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^P(T([1-9]|1\d|2[0-3])H|([1-9]|[1-2]\d|30)D)$/, 'must be an ISO 8601 duration from PT1H to P30D, e.g. PT6H or P7D'), v.description('Readings of the last period (default: the latest reading only)'))),
    limit: limit(200, 50),
  }),
  upstreams: [usgsWater],
  keywords: ['river level', 'streamflow', 'water gauge', 'flood stage', 'usgs gage height'],
  async handler({ input, upstream }) {
    exactlyOne(input, ['sites', 'state'])
    const response = await upstream(usgsWater).json('/nwis/iv/', {
      query: { format: 'json', sites: input.sites?.join(','), stateCd: input.state?.toLowerCase(), parameterCd: input.parameters.join(','), period: input.period, siteStatus: 'active' },
      schema: answer,
      cacheTtlMs: 10 * 60_000,
    })
    const timeSeries = response.data.value.timeSeries
    const items = timeSeries.slice(0, input.limit).map((row) => {
      const info = row.sourceInfo
      const noData = row.variable.noDataValue
      const readings = (row.values[0]?.value ?? []).map((reading) => {
        const value = num(reading.value)
        return { value: value === noData ? null : value, dateTime: reading.dateTime, qualifiers: reading.qualifiers }
      })
      return {
        site: info.siteCode[0]?.value ?? null,
        siteName: info.siteName,
        agency: info.siteCode[0]?.agencyCode ?? null,
        latitude: info.geoLocation.geogLocation.latitude,
        longitude: info.geoLocation.geogLocation.longitude,
        siteType: info.siteProperty.find((property) => property.name === 'siteTypeCd')?.value ?? null,
        huc: info.siteProperty.find((property) => property.name === 'hucCd')?.value ?? null,
        parameterCode: row.variable.variableCode[0]?.value ?? null,
        parameter: decode(row.variable.variableName),
        description: row.variable.variableDescription ?? null,
        unit: row.variable.unit.unitCode,
        latest: readings.at(-1) ?? null,
        readings: input.period ? readings : undefined,
        seriesId: row.name,
      }
    })
    return listAnswer(items, sourceOf(usgsWater, response.url), { total: timeSeries.length })
  },
})
