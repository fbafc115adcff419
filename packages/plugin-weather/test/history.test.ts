import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { weatherFixtures } from './_upstream.ts'

const h = testHost(weatherFixtures)

describe('weather.history', () => {
  it('reads the archive for the asked days', async () => {
    const data = await h.ok('/api/weather/history?lat=52.52&lon=13.41&start=2024-01-01&end=2024-01-02')
    expect(h.last('/v1/archive').params).toMatchObject({ start_date: '2024-01-01', end_date: '2024-01-02', latitude: '52.52' })
    expect(data).toMatchObject({ ok: true, total: 2, source: { provider: 'Open-Meteo Historical Weather' }, units: { snowfall: 'cm' } })
    expect(data.items[1]).toStrictEqual({
      date: '2024-01-02', weatherCode: 63, conditions: 'Moderate rain', temperatureMax: 9.9, temperatureMin: 5.6, temperatureMean: 7.9,
      precipitation: 11.7, rain: 11.7, snowfall: 0, windSpeedMax: 29.8, windGustsMax: 61.2,
    })
  })

  it('rejects dates out of the archive or in the wrong order', async () => {
    await h.rejects('/api/weather/history?lat=52&lon=13&start=1939-12-31&end=1940-01-05', 'start')
    await h.rejects('/api/weather/history?lat=52&lon=13&start=2024-01-05&end=2024-01-01', 'end')
    await h.rejects('/api/weather/history?lat=52&lon=13&start=2022-01-01&end=2023-01-02', 'end')
    await h.rejects('/api/weather/history?lat=52&lon=13&start=2024-01-01&end=2999-01-01', 'end')
    await h.rejects('/api/weather/history?lat=52&lon=13&start=2024-13-01&end=2024-01-01', 'start')
    await h.rejects('/api/weather/history?lat=52&lon=13&start=2023-02-01&end=2023-02-29', 'end')
    await h.rejects('/api/weather/history?lat=52&lon=13&start=2024-01-01', 'end')
  })

  h.failures('GET /v1/archive', '/api/weather/history?lat=52.52&lon=13.41&start=2024-01-01&end=2024-01-02')
})
