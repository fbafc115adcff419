import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { days, point } from '../inputs.ts'
import { currentBlock, dailyBlock, dailyRows, located, pick, placeOf, renameUnits } from '../open-meteo.ts'
import { openMeteoMarine } from '@svc/providers/open-meteo'

const CURRENT = {
  wave_height: 'waveHeight', wave_direction: 'waveDirectionDeg', wave_period: 'wavePeriodS', swell_wave_height: 'swellHeight',
  swell_wave_direction: 'swellDirectionDeg', swell_wave_period: 'swellPeriodS', wind_wave_height: 'windWaveHeight', sea_surface_temperature: 'seaSurfaceTemperature',
}
const DAILY = {
  wave_height_max: 'waveHeightMax', wave_direction_dominant: 'waveDirectionDominantDeg', wave_period_max: 'wavePeriodMaxS',
  swell_wave_height_max: 'swellHeightMax', wind_wave_height_max: 'windWaveHeightMax',
}

export default defineOperation({
  name: 'marine',
  method: 'GET',
  description: 'Sea conditions at a point: current wave, swell and wind-wave height, direction and period, sea surface temperature, and a daily wave forecast up to 8 days, from Open-Meteo\'s marine models (values are null over land).',
  input: v.object({ ...point, days: days(8, 5), units: v.optional(v.pipe(v.picklist(['metric', 'imperial']), v.description('metric (m, °C; default) or imperial (ft, °F)')), 'metric') }),
  upstreams: [openMeteoMarine],
  cacheTtl: '30min',
  sources: [{ path: '/v1/marine' }],
  keywords: ['wave height', 'surf forecast', 'sea conditions', 'swell', 'boating weather', 'ocean temperature'],
  async handler({ input, upstream }) {
    const imperial = input.units === 'imperial' ? { length_unit: 'imperial', temperature_unit: 'fahrenheit' } : {}
    const response = await upstream(openMeteoMarine).json('/v1/marine', {
      query: { latitude: input.lat, longitude: input.lon, current: Object.keys(CURRENT).join(','), daily: Object.keys(DAILY).join(','), forecast_days: input.days, timezone: 'auto', ...imperial },
      schema: v.object({ ...located, ...currentBlock, ...dailyBlock }),
    })
    const { data } = response
    return {
      ...listAnswer(dailyRows(data.daily, DAILY), sourceOf(openMeteoMarine, response.url)),
      current: { time: data.current.time ?? null, ...pick(data.current, CURRENT) },
      units: { ...renameUnits(data.current_units, CURRENT), ...renameUnits(data.daily_units, DAILY) },
      place: placeOf(data),
    }
  },
})
