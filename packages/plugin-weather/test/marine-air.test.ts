import { describe, expect, it } from 'vitest'
import { usAqiCategory } from '../src/operations/air-quality.ts'
import { testHost } from '@svc/core/testing'
import { weatherFixtures } from './_upstream.ts'

const h = testHost(weatherFixtures)

describe('weather.marine', () => {
  it('answers the daily wave forecast with the current sea state', async () => {
    const data = await h.ok('/api/weather/marine?lat=43.5&lon=-1.58&days=2')
    expect(h.last('/v1/marine').params).toMatchObject({ forecast_days: '2' })
    expect(data).toMatchObject({ ok: true, total: 2, place: { timezone: 'Europe/Paris' }, units: { waveHeight: 'm', waveHeightMax: 'm', seaSurfaceTemperature: '°C' } })
    expect(data.current).toStrictEqual({ time: '2026-11-26T14:00', waveHeight: 2.14, waveDirectionDeg: 296, wavePeriodS: 10.45, swellHeight: 1.98, swellDirectionDeg: 298, swellPeriodS: 12.6, windWaveHeight: 0.42, seaSurfaceTemperature: 15.3 })
    expect(data.items[1]).toStrictEqual({ date: '2026-11-27', waveHeightMax: 3.02, waveDirectionDominantDeg: 301, wavePeriodMaxS: 12.35, swellHeightMax: 2.76, windWaveHeightMax: 0.9 })
  })

  it('asks for feet in imperial units and rejects more than 8 days', async () => {
    await h.ok('/api/weather/marine?lat=43.5&lon=-1.58&units=imperial')
    expect(h.last('/v1/marine').params).toMatchObject({ length_unit: 'imperial' })
    await h.rejects('/api/weather/marine?lat=43.5&lon=-1.58&days=9', 'days')
  })

  h.failures('GET /v1/marine', '/api/weather/marine?lat=43.5&lon=-1.58')
})

describe('weather.air-quality', () => {
  it('answers the pollutants and the EPA category of the US AQI', async () => {
    const data = await h.ok('/api/weather/air-quality?lat=28.61&lon=77.21')
    expect(h.last('/v1/air-quality').params.current!.split(',')).toEqual(expect.arrayContaining(['us_aqi', 'pm2_5', 'ozone']))
    expect(data.items[0]).toMatchObject({ usAqi: 187, usAqiCategory: 'Unhealthy', europeanAqi: 121, pm2_5: 124.3, pm10: 189.7, carbonMonoxide: 1483, units: { pm2_5: 'μg/m³', usAqi: 'USAQI' } })
    expect(data.source.provider).toBe('Open-Meteo Air Quality')
  })

  it('places AQI values in the EPA bands (boundaries from the AirNow table)', () => {
    expect([0, 50, 51, 100, 101, 150, 151, 200, 201, 300, 301, 500].map(usAqiCategory)).toEqual([
      'Good', 'Good', 'Moderate', 'Moderate', 'Unhealthy for Sensitive Groups', 'Unhealthy for Sensitive Groups',
      'Unhealthy', 'Unhealthy', 'Very Unhealthy', 'Very Unhealthy', 'Hazardous', 'Hazardous',
    ])
    expect(usAqiCategory(null)).toBeNull()
  })

  it('rejects a point out of range', async () => {
    await h.rejects('/api/weather/air-quality?lat=-95&lon=77', 'lat')
  })

  h.failures('GET /v1/air-quality', '/api/weather/air-quality?lat=28.61&lon=77.21')
})
