import { createError, defineOperation, lookupAnswer } from '@svc/core'
import * as v from 'valibot'

/** The parameters a gauge reading names, by USGS parameter code. */
const PARAMETERS = { '00060': 'discharge', '00065': 'gageHeight', '00010': 'waterTemperature' } as const
type Code = keyof typeof PARAMETERS

interface Reading { value: number | null; dateTime: string; qualifiers: string[] }
interface Series { site: string | null; siteName: string; latitude: number; longitude: number; siteType: string | null; parameterCode: Code; parameter: string; unit: string; latest: Reading | null; readings?: Reading[] }
interface UsgsWaterAnswer { items: Series[]; source: { provider: string; url: string; license: string } }

export default defineOperation({
  name: 'gauge',
  method: 'GET',
  description: 'One USGS stream gauge now: discharge (streamflow), gage height (river stage) and water temperature with their time and qualifiers (provisional, ice), and optionally the readings of a recent period, from USGS Water Services (NWIS).',
  input: v.object({
    site: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,15}$/, 'must be a USGS site number of 8-15 digits, e.g. 01646500'), v.description('USGS site number')),
    period: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^P(T([1-9]|1\d|2[0-3])H|[1-7]D)$/, 'must be an ISO 8601 duration from PT1H to P7D, e.g. PT6H'), v.description('Also answer the readings of this recent period'))),
  }),
  // The NWIS adapter is gov.usgs-water's (plugin-gov): one reading of the upstream for both groups.
  requires: ['gov.usgs-water'],
  keywords: ['river level', 'how high is the river', 'stream gauge', 'river flow cfs', 'gage height now', 'is the river flooding'],
  async handler({ input, call }) {
    const answer = (await call('gov.usgs-water', { sites: input.site, parameters: Object.keys(PARAMETERS).join(','), period: input.period })) as UsgsWaterAnswer
    const first = answer.items[0]
    if (!first) throw createError('NOT_FOUND', `site: USGS has no active gauge ${input.site} reporting discharge, gage height or water temperature`)
    const measures = Object.fromEntries(Object.values(PARAMETERS).map((name) => [name, null])) as Record<(typeof PARAMETERS)[Code], unknown>
    for (const series of answer.items) {
      const name = PARAMETERS[series.parameterCode]
      if (!name) continue
      measures[name] = { parameter: series.parameter, unit: series.unit, latest: series.latest, ...(input.period ? { readings: series.readings ?? [] } : {}) }
    }
    return lookupAnswer({
      site: first.site ?? input.site,
      siteName: first.siteName,
      lat: first.latitude,
      lon: first.longitude,
      siteType: first.siteType,
      ...measures,
      url: `https://waterdata.usgs.gov/monitoring-location/${first.site ?? input.site}/`,
    }, answer.source)
  },
})
