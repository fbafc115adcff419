import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { point } from '../inputs.ts'
import { currentBlock, located, pick, placeOf, renameUnits } from '../open-meteo.ts'
import { openMeteoAirQuality } from '@svc/providers/open-meteo'

const CURRENT = {
  us_aqi: 'usAqi', european_aqi: 'europeanAqi', pm2_5: 'pm2_5', pm10: 'pm10', ozone: 'ozone', nitrogen_dioxide: 'nitrogenDioxide',
  sulphur_dioxide: 'sulphurDioxide', carbon_monoxide: 'carbonMonoxide', dust: 'dust', uv_index: 'uvIndex',
}

// US EPA AQI categories (upper bound of each band).
const US_AQI_BANDS: Array<[number, string]> = [[50, 'Good'], [100, 'Moderate'], [150, 'Unhealthy for Sensitive Groups'], [200, 'Unhealthy'], [300, 'Very Unhealthy']]

/** The EPA category of a US AQI value, or null when the model has none. */
export function usAqiCategory(aqi: unknown): string | null {
  if (typeof aqi !== 'number') return null
  return US_AQI_BANDS.find(([upper]) => aqi <= upper)?.[1] ?? 'Hazardous'
}

export default defineOperation({
  name: 'air-quality',
  method: 'GET',
  description: 'Current air quality at any point: US and European AQI with the EPA category, PM2.5, PM10, ozone, NO2, SO2, CO, dust and UV index, from Open-Meteo (CAMS models).',
  input: v.object(point),
  upstreams: [openMeteoAirQuality],
  keywords: ['air pollution near me', 'air quality index', 'aqi', 'pm2.5', 'smog', 'is the air safe to breathe', 'wildfire smoke'],
  async handler({ input, upstream }) {
    const response = await upstream(openMeteoAirQuality).json('/v1/air-quality', {
      query: { latitude: input.lat, longitude: input.lon, current: Object.keys(CURRENT).join(','), timezone: 'auto' },
      schema: v.object({ ...located, ...currentBlock }),
      cacheTtlMs: 30 * 60_000,
    })
    const { current, current_units: currentUnits } = response.data
    const values = pick(current, CURRENT)
    return lookupAnswer({
      time: current.time ?? null,
      ...values,
      usAqiCategory: usAqiCategory(values.usAqi),
      units: renameUnits(currentUnits, CURRENT),
      place: placeOf(response.data),
    }, sourceOf(openMeteoAirQuality, response.url))
  },
})
