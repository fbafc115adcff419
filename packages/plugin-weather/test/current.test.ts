import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { weatherFixtures } from './_upstream.ts'

const h = testHost(weatherFixtures)

describe('weather.current', () => {
  it('asks Open-Meteo for the current variables and answers one normalized reading', async () => {
    const data = await h.ok('/api/weather/current?lat=35.68&lon=139.69')
    expect(h.last('/v1/forecast').params).toMatchObject({ latitude: '35.68', longitude: '139.69', timezone: 'auto' })
    expect(h.last('/v1/forecast').params.current!.split(',')).toEqual(expect.arrayContaining(['temperature_2m', 'weather_code', 'wind_gusts_10m']))
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'Open-Meteo', license: expect.stringContaining('CC BY 4.0'), url: expect.stringContaining('/v1/forecast?') } })
    expect(data.items[0]).toStrictEqual({
      time: '2026-11-26T22:45', temperature: 11.4, feelsLike: 9.1, humidityPercent: 71, precipitation: 0.3, weatherCode: 61, conditions: 'Slight rain',
      cloudCoverPercent: 100, pressureHpa: 1016.2, windSpeed: 8.6, windDirectionDeg: 347, windGusts: 19.1, isDay: false,
      units: expect.objectContaining({ temperature: '°C', windSpeed: 'km/h', precipitation: 'mm' }),
      place: { lat: 35.7, lon: 139.6875, timezone: 'Asia/Tokyo', elevationM: 40 },
    })
  })

  it('sends the imperial units to Open-Meteo', async () => {
    await h.ok('/api/weather/current?lat=35.68&lon=139.69&units=imperial')
    expect(h.last('/v1/forecast').params).toMatchObject({ temperature_unit: 'fahrenheit', wind_speed_unit: 'mph', precipitation_unit: 'inch' })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/weather/current?lon=139', 'lat')
    await h.rejects('/api/weather/current?lat=91&lon=139', 'lat')
    await h.rejects('/api/weather/current?lat=35&lon=-181', 'lon')
    await h.rejects('/api/weather/current?lat=35&lon=139&units=kelvin', 'units')
    await h.rejects('/api/weather/current?lat=35&lon=139&city=tokyo', 'city')
  })

  h.failures('GET /v1/forecast', '/api/weather/current?lat=35.68&lon=139.69')
})
