import { sourceOf, type Source, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { conditionsOf, dailyBlock, dailyRows, located, placeOf, renameUnits, unitQuery } from './open-meteo.ts'
import { openMeteo } from '@svc/providers/open-meteo'

/** Open-Meteo daily variables -> our member names. */
const DAILY = {
  weather_code: 'weatherCode', temperature_2m_max: 'temperatureMax', temperature_2m_min: 'temperatureMin',
  precipitation_sum: 'precipitation', precipitation_probability_max: 'precipitationProbabilityMax',
  wind_speed_10m_max: 'windSpeedMax', wind_gusts_10m_max: 'windGustsMax', uv_index_max: 'uvIndexMax', sunrise: 'sunrise', sunset: 'sunset',
}

export interface DailyForecastInput { lat: number; lon: number; days: number; units: 'metric' | 'imperial' }

/** The daily forecast of Open-Meteo at a point: one row per day, with the conditions in words. */
export async function dailyForecast(client: UpstreamClient, input: DailyForecastInput) {
  const response = await client.json('/v1/forecast', {
    query: { latitude: input.lat, longitude: input.lon, daily: Object.keys(DAILY).join(','), forecast_days: input.days, timezone: 'auto', ...unitQuery(input.units) },
    schema: v.object({ ...located, ...dailyBlock }),
  })
  const items = dailyRows(response.data.daily, DAILY).map((row) => ({ ...row, conditions: conditionsOf(row.weatherCode) }))
  const source: Source = sourceOf(openMeteo, response.url)
  return { items, units: renameUnits(response.data.daily_units, DAILY), place: placeOf(response.data), source }
}
