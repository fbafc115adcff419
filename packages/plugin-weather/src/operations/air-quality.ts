import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { point } from '../inputs.ts'
import { currentAt } from '../open-meteo.ts'
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
  cacheTtl: '30min',
  sources: [{ path: '/v1/air-quality' }],
  keywords: ['air pollution near me', 'air quality index', 'aqi', 'pm2.5', 'smog', 'is the air safe to breathe', 'wildfire smoke'],
  async handler({ input, upstream }) {
    const reading = await currentAt(upstream(openMeteoAirQuality), '/v1/air-quality', input, CURRENT)
    return lookupAnswer({
      time: reading.time,
      ...reading.values,
      usAqiCategory: usAqiCategory(reading.values.usAqi),
      units: reading.units,
      place: reading.place,
    }, sourceOf(openMeteoAirQuality, reading.url))
  },
})
