import { defineOperation, listAnswer } from '@svc/core'
import * as v from 'valibot'
import { dailyForecast } from '../daily-forecast.ts'
import { days, point, units } from '../inputs.ts'
import { openMeteo } from '@svc/providers/open-meteo'

export default defineOperation({
  name: 'forecast-global',
  method: 'GET',
  description: 'Daily weather forecast for any point on Earth, up to 16 days: conditions, high and low, precipitation and its probability, wind, gusts, UV index, sunrise and sunset, from Open-Meteo.',
  input: v.object({ ...point, days: days(16, 7), units }),
  upstreams: [openMeteo],
  cacheTtl: '30min',
  sources: [{ path: '/v1/forecast' }],
  keywords: ['is it going to rain in tokyo tomorrow', 'weather forecast', '7 day forecast', 'will it snow this week', 'weekend weather', 'forecast worldwide'],
  async handler({ input, upstream }) {
    const forecast = await dailyForecast(upstream(openMeteo), input)
    return { ...listAnswer(forecast.items, forecast.source), units: forecast.units, place: forecast.place }
  },
})
