import { defineOperation, invalidField, listAnswer, sourceOf } from '@svc/core'
import { continuousPeriod, continuousSeriesMetadata, latestContinuous, type Observation, qualifiersOf, usgsWaterData, usgsWaterSources } from '@svc/providers/usgs-water-data'
import * as v from 'valibot'
import { exactlyOne } from '../shared/input.ts'
import { limit, stateCode } from '../shared/params.ts'
import { STATES } from '../shared/states.ts'

const list = (max: number, pattern: RegExp, message: string) => v.pipe(v.string(), v.transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean)), v.minLength(1, 'must name at least one'), v.maxLength(max, `must name at most ${max}`), v.check((parts) => parts.every((part) => pattern.test(part)), message))
/** The most observations one page of the collections holds. */
const PAGE = 50_000
const reading = (item: Observation) => ({ value: item.value, dateTime: item.time, qualifiers: qualifiersOf(item) })

export default defineOperation({
  name: 'usgs-water',
  method: 'GET',
  description: 'Current and recent water data from USGS stream gauges and wells (NWIS continuous values, from the USGS Water Data APIs): discharge (streamflow), gage height, water temperature and other parameters for sites or a whole state; latest reading with time and qualifiers (provisional, ice), or the readings of a recent period.',
  input: v.object({
    sites: v.optional(v.pipe(list(10, /^\d{8,15}$/, 'must be USGS site numbers of 8-15 digits'), v.description('Comma-separated USGS site numbers (1-10), e.g. 01646500'))),
    state: stateCode('State: every active site there'),
    parameters: v.optional(v.pipe(list(10, /^\d{5}$/, 'must be 5-digit USGS parameter codes'), v.description('Comma-separated parameter codes (default 00060 discharge, 00065 gage height)')), '00060,00065'),
    period: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^P(T([1-9]|1\d|2[0-3])H|([1-9]|[1-2]\d|30)D)$/, 'must be an ISO 8601 duration from PT1H to P30D, e.g. PT6H or P7D'), v.description('Readings of the last period (default: the latest reading only)'))),
    reportedWithin: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^P(T([1-9]|1\d|2[0-3])H|([1-9]|[1-8]\d|90)D)$/, 'must be an ISO 8601 duration from PT1H to P90D, e.g. P7D'), v.description('Only series whose latest reading is within this period, e.g. P7D (default: every series with a latest reading). The closest the Water Data APIs come to Water Services\' siteStatus=active'))),
    limit: limit(200, 50),
  }),
  upstreams: [usgsWaterData],
  sources: [usgsWaterSources.latest, usgsWaterSources.series, usgsWaterSources.period],
  keywords: ['river level', 'streamflow', 'water gauge', 'flood stage', 'usgs gage height'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void exactlyOne(input, ['sites', 'state']),
  async handler({ input, upstream }) {
    exactlyOne(input, ['sites', 'state'])
    const client = upstream(usgsWaterData)
    const parameterCodes = input.parameters
    // A series is active when it has a latest value: the series of the answer, one per site, parameter and statistic.
    const latest = await latestContinuous(client, { sites: input.sites, stateFips: input.state ? STATES[input.state]?.fips : undefined, parameterCodes }, input.limit, input.reportedWithin)
    const order = (item: Observation) => parameterCodes.indexOf(item.parameterCode)
    const series = [...latest.observations].sort((a, b) => a.site.localeCompare(b.site) || order(a) - order(b))
    const sites = [...new Set(series.map((item) => item.site))]
    const [metadata, period] = await Promise.all([
      sites.length > 0 ? continuousSeriesMetadata(client, sites, parameterCodes) : new Map(),
      input.period && sites.length > 0 ? continuousPeriod(client, { sites, parameterCodes }, input.period, PAGE) : undefined,
    ])
    // More readings than one page: the server says so (numberMatched) or the page came back full.
    if (period && (period.observations.length >= PAGE || (period.matched ?? 0) > period.observations.length)) throw invalidField('period', `more than ${PAGE.toLocaleString('en-US')} readings: ask fewer sites or parameters, or a shorter period`)
    const items = series.map((item) => {
      const about = metadata.get(item.timeSeriesId)
      return {
        site: item.site,
        siteName: about?.siteName ?? null,
        agency: about?.agency ?? null,
        latitude: about?.lat ?? null,
        longitude: about?.lon ?? null,
        siteType: about?.siteType ?? null,
        huc: about?.huc ?? null,
        parameterCode: item.parameterCode,
        parameter: about?.parameterName ?? null,
        description: about?.parameterDescription ?? null,
        unit: item.unit,
        latest: reading(item),
        readings: period?.observations.filter((other) => other.timeSeriesId === item.timeSeriesId).sort((a, b) => a.time.localeCompare(b.time)).map(reading),
        seriesId: item.timeSeriesId,
      }
    })
    return listAnswer(items, sourceOf(usgsWaterData, latest.url), { total: latest.matched ?? items.length })
  },
})
