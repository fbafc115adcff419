import { defineOperation, invalidField, listAnswer, requireOrder, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { date, point, units } from '../inputs.ts'
import { conditionsOf, dailyBlock, dailyRows, located, placeOf, renameUnits, unitQuery } from '../open-meteo.ts'
import { openMeteoArchive } from '@svc/providers/open-meteo'

const DAILY = {
  weather_code: 'weatherCode', temperature_2m_max: 'temperatureMax', temperature_2m_min: 'temperatureMin', temperature_2m_mean: 'temperatureMean',
  precipitation_sum: 'precipitation', rain_sum: 'rain', snowfall_sum: 'snowfall', wind_speed_10m_max: 'windSpeedMax', wind_gusts_10m_max: 'windGustsMax',
}
const FIRST_DAY = '1940-01-01'
const MAX_DAYS = 366
const DAY_MS = 86_400_000

export default defineOperation({
  name: 'history',
  method: 'GET',
  description: 'Past daily weather at any point since 1940 (ERA5 reanalysis): high, low and mean temperature, precipitation, rain, snowfall, wind and conditions per day, up to 366 days per call, from Open-Meteo.',
  input: v.object({ ...point, start: date('First day, YYYY-MM-DD (1940-01-01 on)'), end: date('Last day, YYYY-MM-DD (at most 366 days after start)'), units }),
  upstreams: [openMeteoArchive],
  cacheTtl: '1d',
  sources: [{ path: '/v1/archive' }],
  keywords: ['historical weather', 'what was the weather on', 'past temperature', 'rainfall last year', 'weather archive', 'did it rain on my wedding day', 'weather on my birthday'],
  // Days outside the archive, in the wrong order or too far apart can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.start < FIRST_DAY) throw invalidField('start', `must be ${FIRST_DAY} or later`)
    const today = new Date().toISOString().slice(0, 10)
    if (input.end > today) throw invalidField('end', 'must not be in the future (use weather.forecast-global)')
    requireOrder(input, 'start', 'end')
    if ((Date.parse(input.end) - Date.parse(input.start)) / DAY_MS + 1 > MAX_DAYS) throw invalidField('end', `must be at most ${MAX_DAYS} days after start`)
  },
  async handler({ input, upstream }) {
    const response = await upstream(openMeteoArchive).json('/v1/archive', {
      query: { latitude: input.lat, longitude: input.lon, start_date: input.start, end_date: input.end, daily: Object.keys(DAILY).join(','), timezone: 'auto', ...unitQuery(input.units) },
      schema: v.object({ ...located, ...dailyBlock }),
    })
    const items = dailyRows(response.data.daily, DAILY).map((row) => ({ ...row, conditions: conditionsOf(row.weatherCode) }))
    return { ...listAnswer(items, sourceOf(openMeteoArchive, response.url)), units: renameUnits(response.data.daily_units, DAILY), place: placeOf(response.data) }
  },
})
