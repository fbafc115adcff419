import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { weatherFixtures } from './_upstream.ts'

const h = testHost(weatherFixtures)

describe('weather.forecast-global', () => {
  it('answers one row per day from Open-Meteo\'s daily columns', async () => {
    const data = await h.ok('/api/weather/forecast-global?lat=35.68&lon=139.69&days=3')
    expect(h.last('/v1/forecast').params).toMatchObject({ forecast_days: '3', timezone: 'auto' })
    expect(data).toMatchObject({ ok: true, total: 3, place: { timezone: 'Asia/Tokyo' }, units: { temperatureMax: '°C', precipitationProbabilityMax: '%' } })
    expect(data.items[0]).toStrictEqual({
      date: '2026-11-27', weatherCode: 63, conditions: 'Moderate rain', temperatureMax: 13.2, temperatureMin: 9.4, precipitation: 12.6,
      precipitationProbabilityMax: 90, windSpeedMax: 14.3, windGustsMax: 32.4, uvIndexMax: 1.35, sunrise: '2026-11-27T06:28', sunset: '2026-11-27T16:29',
    })
    expect(data.items[2]).toMatchObject({ date: '2026-11-29', conditions: 'Clear sky', precipitation: 0 })
  })

  it('rejects days out of range', async () => {
    await h.rejects('/api/weather/forecast-global?lat=35&lon=139&days=0', 'days')
    await h.rejects('/api/weather/forecast-global?lat=35&lon=139&days=17', 'days')
    await h.rejects('/api/weather/forecast-global?lat=35&lon=139&days=2.5', 'days')
  })

  h.failures('GET /v1/forecast', '/api/weather/forecast-global?lat=35.68&lon=139.69')
})
