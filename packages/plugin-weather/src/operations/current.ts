import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { point, units } from '../inputs.ts'
import { conditionsOf, currentBlock, located, pick, placeOf, renameUnits, unitQuery } from '../open-meteo.ts'
import { openMeteo } from '@svc/providers/open-meteo'

/** Open-Meteo `current` variables -> our member names. */
const CURRENT = {
  temperature_2m: 'temperature', apparent_temperature: 'feelsLike', relative_humidity_2m: 'humidityPercent', precipitation: 'precipitation',
  weather_code: 'weatherCode', cloud_cover: 'cloudCoverPercent', pressure_msl: 'pressureHpa', wind_speed_10m: 'windSpeed',
  wind_direction_10m: 'windDirectionDeg', wind_gusts_10m: 'windGusts', is_day: 'isDay',
}

export default defineOperation({
  name: 'current',
  method: 'GET',
  description: 'Current weather at a point anywhere: temperature, feels-like, humidity, precipitation, conditions (WMO code and words), cloud cover, pressure, wind and gusts, from Open-Meteo.',
  input: v.object({ ...point, units }),
  upstreams: [openMeteo],
  keywords: ['weather now', 'current temperature', 'is it raining right now', 'how hot is it outside', 'weather in tokyo', 'current conditions'],
  async handler({ input, upstream }) {
    const response = await upstream(openMeteo).json('/v1/forecast', {
      query: { latitude: input.lat, longitude: input.lon, current: Object.keys(CURRENT).join(','), timezone: 'auto', ...unitQuery(input.units) },
      schema: v.object({ ...located, ...currentBlock }),
      cacheTtlMs: 10 * 60_000,
    })
    const { current, current_units: currentUnits } = response.data
    const values = pick(current, CURRENT)
    return lookupAnswer({
      time: current.time ?? null,
      ...values,
      isDay: values.isDay === null ? null : values.isDay === 1,
      conditions: conditionsOf(values.weatherCode),
      units: renameUnits(currentUnits, CURRENT),
      place: placeOf(response.data),
    }, sourceOf(openMeteo, response.url))
  },
})
