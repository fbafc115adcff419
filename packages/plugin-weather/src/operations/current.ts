import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { point, units } from '../inputs.ts'
import { conditionsOf, currentAt, unitQuery } from '../open-meteo.ts'
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
  cacheTtl: '10min',
  sources: [{ path: '/v1/forecast' }],
  keywords: ['weather now', 'current temperature', 'is it raining right now', 'how hot is it outside', 'weather in tokyo', 'current conditions'],
  async handler({ input, upstream }) {
    const reading = await currentAt(upstream(openMeteo), '/v1/forecast', input, CURRENT, { query: unitQuery(input.units) })
    const values = reading.values
    return lookupAnswer({
      time: reading.time,
      ...values,
      isDay: values.isDay === null ? null : values.isDay === 1,
      conditions: conditionsOf(values.weatherCode),
      units: reading.units,
      place: reading.place,
    }, sourceOf(openMeteo, reading.url))
  },
})
