import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import { continuousPeriod, latestContinuous, monitoringLocation, type Observation, qualifiersOf, usgsWaterData, usgsWaterSources } from '@svc/providers/usgs-water-data'
import * as v from 'valibot'

/** The parameters a gauge reading names, by USGS parameter code, with the names NWIS gives them. */
const PARAMETERS = {
  '00060': { name: 'discharge', parameter: 'Streamflow, ft³/s' },
  '00065': { name: 'gageHeight', parameter: 'Gage height, ft' },
  '00010': { name: 'waterTemperature', parameter: 'Temperature, water, °C' },
} as const
type Code = keyof typeof PARAMETERS
const CODES = Object.keys(PARAMETERS) as Code[]

// A reading as Water Services gave it: qualifiers start with the approval status as a code ("P": provisional).
const reading = (item: Observation) => ({ value: item.value, dateTime: item.time, qualifiers: qualifiersOf(item) })

export default defineOperation({
  name: 'gauge',
  method: 'GET',
  description: 'One USGS stream gauge now: discharge (streamflow), gage height (river stage) and water temperature with their time and qualifiers (provisional, ice), and optionally the readings of a recent period, from the USGS Water Data APIs (NWIS data).',
  input: v.object({
    site: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,15}$/, 'must be a USGS site number of 8-15 digits, e.g. 01646500'), v.description('USGS site number')),
    period: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^P(T([1-9]|1\d|2[0-3])H|[1-7]D)$/, 'must be an ISO 8601 duration from PT1H to P7D, e.g. PT6H'), v.description('Also answer the readings of this recent period'))),
  }),
  upstreams: [usgsWaterData],
  sources: [usgsWaterSources.latest, usgsWaterSources.site, usgsWaterSources.period],
  keywords: ['river level', 'how high is the river', 'stream gauge', 'river flow cfs', 'gage height now', 'is the river flooding'],
  async handler({ input, upstream }) {
    const client = upstream(usgsWaterData)
    const filter = { sites: [input.site], parameterCodes: CODES }
    const [site, latest, period] = await Promise.all([
      monitoringLocation(client, input.site),
      latestContinuous(client, filter, 100),
      // At most 7 days of 15-minute readings of three series: about 2,000, well under the page.
      input.period ? continuousPeriod(client, filter, input.period, 10_000) : undefined,
    ])
    const found = latest.observations.filter((item) => item.parameterCode in PARAMETERS)
    if (!site || found.length === 0) throw createError('NOT_FOUND', `site: USGS has no active gauge ${input.site} reporting discharge, gage height or water temperature`)
    const measures = Object.fromEntries(Object.values(PARAMETERS).map(({ name }) => [name, null])) as Record<string, unknown>
    for (const item of found) {
      const { name, parameter } = PARAMETERS[item.parameterCode as Code]
      const readings = period?.observations.filter((other) => other.parameterCode === item.parameterCode).sort((a, b) => a.time.localeCompare(b.time)).map(reading)
      measures[name] = { parameter, unit: item.unit, latest: reading(item), ...(input.period ? { readings: readings ?? [] } : {}) }
    }
    return lookupAnswer({
      site: input.site,
      siteName: site.name,
      lat: site.lat,
      lon: site.lon,
      siteType: site.siteType,
      ...measures,
      url: `https://waterdata.usgs.gov/monitoring-location/${input.site}/`,
    }, sourceOf(usgsWaterData, latest.url))
  },
})
