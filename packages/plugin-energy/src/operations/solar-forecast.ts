import { coordinates, defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { forecastSolar } from '../upstreams/forecast-solar.ts'

const series = v.record(v.string(), v.number())
const answer = v.object({
  result: v.object({ watts: series, watt_hours_period: series, watt_hours_day: series }),
  message: v.object({ info: v.optional(v.object({ place: v.optional(v.string()), timezone: v.optional(v.string()) }), {}) }),
})

export default defineOperation({
  name: 'solar-forecast',
  cacheTtl: '15min',
  sources: sourcesInWords('Forecast.Solar `GET /estimate/:lat/:lon/:dec/:az/:kwp?time=iso8601`'),
  method: 'GET',
  description: 'Solar panel production forecast for today and tomorrow at any place in the world: energy per day (kWh) and power through the day (W) for a plane of panels given its tilt, orientation and peak power, from Forecast.Solar (weather-based).',
  input: v.object({
    ...coordinates(),
    kwp: v.pipe(v.number(), v.minValue(0.01), v.maxValue(10_000), v.description('Installed peak power of the panels, kWp')),
    declination: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90), v.description('Tilt: 0 horizontal .. 90 vertical (default 30)')), 30),
    azimuth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-180), v.maxValue(180), v.description('Facing: -90 east, 0 south, 90 west, ±180 north (default 0)')), 0),
  }),
  upstreams: [forecastSolar],
  keywords: ['solar production forecast', 'how much will my solar panels produce', 'pv forecast tomorrow', 'solar output kwh today'],
  async handler({ input, upstream }) {
    // The provider keeps about 10 m of precision; rounding also lets nearby requests share the cache.
    const path = `/estimate/${input.lat.toFixed(4)}/${input.lon.toFixed(4)}/${input.declination}/${input.azimuth}/${input.kwp}`
    // Forecasts change at most every 15 minutes; the provider asks for at least that much caching.
    const response = await upstream(forecastSolar).json(path, { query: { time: 'iso8601' }, schema: answer })
    const { watts, watt_hours_period: periodWh, watt_hours_day: dayWh } = response.data.result
    const periods = Object.entries(watts).map(([time, power]) => ({ time, watts: power, energyWh: periodWh[time] ?? null }))
    const days = Object.entries(dayWh).map(([date, wh]) => {
      const ofDay = periods.filter((period) => period.time.startsWith(date))
      const peak = ofDay.reduce<(typeof periods)[number] | null>((best, period) => (best === null || period.watts > best.watts ? period : best), null)
      return { date, energyKwh: Math.round(wh) / 1000, peakWatts: peak?.watts ?? null, peakTime: peak?.time ?? null }
    })
    const info = response.data.message.info
    return lookupAnswer({
      lat: input.lat, lon: input.lon, kwp: input.kwp, declination: input.declination, azimuth: input.azimuth,
      place: info.place ?? null, timezone: info.timezone ?? null, days, periods,
    }, sourceOf(forecastSolar, response.url))
  },
})
