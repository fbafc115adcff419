import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import { openMeteo } from '@svc/providers/open-meteo'
import * as v from 'valibot'
import { point } from '../inputs.ts'
import { usgsEpqs } from '../upstreams/providers.ts'

/** EPQS answers this value where it has no data (outside the US, over the sea). */
const NO_DATA = -999_999
/** A loose box around the US and its territories: only there is USGS asked first. */
const inUsBox = (lat: number, lon: number) => lat >= 13 && lat <= 72 && (lon <= -64 || lon >= 144)

const epqsAnswer = v.object({ value: v.union([v.number(), v.string()]), resolution: v.optional(v.nullable(v.number())) })

export default defineOperation({
  name: 'elevation',
  method: 'GET',
  description: 'Ground elevation at a point in meters and feet: in the US from the USGS 3D Elevation Program (1-10 m data), elsewhere from Open-Meteo\'s 90 m Copernicus DEM.',
  input: v.object(point),
  upstreams: [usgsEpqs, openMeteo],
  cacheTtl: '30d',
  sources: [{ upstream: usgsEpqs, path: '/v1/json', about: 'USGS EPQS `GET /v1/json` (US, 1-10 m 3DEP)' }, { upstream: openMeteo, path: '/v1/elevation', about: 'Open-Meteo `GET /v1/elevation` (90 m Copernicus DEM) elsewhere or where USGS has no data' }],
  keywords: ['elevation', 'altitude of a place', 'how high above sea level', 'height above sea level', 'terrain elevation'],
  async handler({ input, upstream }) {
    if (inUsBox(input.lat, input.lon)) {
      const response = await upstream(usgsEpqs).json('/v1/json', {
        query: { x: input.lon, y: input.lat, wkid: 4326, units: 'Meters', includeDate: 'false' },
        schema: epqsAnswer,
      })
      const meters = Number(response.data.value)
      if (Number.isFinite(meters) && meters > NO_DATA) return lookupAnswer(item(input, meters, 'usgs-3dep', response.data.resolution ?? null), sourceOf(usgsEpqs, response.url))
    }
    const response = await upstream(openMeteo).json('/v1/elevation', {
      query: { latitude: input.lat, longitude: input.lon },
      schema: v.object({ elevation: v.tuple([v.nullable(v.number())]) }),
    })
    return lookupAnswer(item(input, response.data.elevation[0], 'copernicus-dem-90m', 90), sourceOf(openMeteo, response.url))
  },
})

function item(input: { lat: number; lon: number }, meters: number | null, dataset: string, resolutionM: number | null) {
  return { lat: input.lat, lon: input.lon, elevationM: meters, elevationFt: meters === null ? null : Math.round(meters * 3.28084 * 100) / 100, dataset, resolutionM }
}
