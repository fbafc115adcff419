import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { weatherFixtures } from './_upstream.ts'

const h = testHost(weatherFixtures)
const nwsCalls = () => h.requests.filter((request) => request.path.startsWith('/points/') || request.path.startsWith('/gridpoints/') || request.path.startsWith('/alerts/'))

describe('weather.forecast', () => {
  it('answers the NWS periods of the point\'s grid cell in the US, with the operator\'s User-Agent', async () => {
    const data = await h.ok('/api/weather/forecast?lat=40.7127&lon=-74.006&days=1')
    expect(h.last('/gridpoints/OKX/33,35/forecast').params).toEqual({ units: 'si' })
    expect(nwsCalls().at(-1)!.headers['user-agent']).toBe('svc-tests (ops@example.org)')
    expect(data).toMatchObject({ ok: true, total: 2, granularity: 'period', updated: '2026-11-26T13:40:11+00:00', source: { provider: 'US National Weather Service' } })
    expect(data.place).toStrictEqual({ lat: 40.7127, lon: -74.006, timezone: 'America/New_York', city: 'Hoboken', state: 'NJ', office: 'OKX', grid: { x: 33, y: 35 } })
    expect(data.items[0]).toStrictEqual({
      number: 1, name: 'Today', start: '2026-11-26T09:00:00-05:00', end: '2026-11-26T18:00:00-05:00', isDaytime: true, temperature: 9, temperatureUnit: 'C',
      precipitationProbabilityPercent: 70, wind: '10 to 20 km/h SW', shortForecast: 'Rain Likely', detailedForecast: expect.stringContaining('Chance of precipitation is 70%'),
    })
    expect(data.items[1]).toMatchObject({ name: 'Tonight', precipitationProbabilityPercent: null })
  })

  it('asks NWS in US units for imperial', async () => {
    await h.ok('/api/weather/forecast?lat=40.7127&lon=-74.006&units=imperial')
    expect(h.last('/gridpoints/OKX/33,35/forecast').params).toEqual({ units: 'us' })
  })

  it('falls back to Open-Meteo\'s daily forecast where NWS has no grid', async () => {
    const data = await h.ok('/api/weather/forecast?lat=35.7&lon=139.7&days=3')
    expect(data).toMatchObject({ granularity: 'day', total: 3, source: { provider: 'Open-Meteo' }, place: { timezone: 'Asia/Tokyo' } })
    expect(data.items[0]).toMatchObject({ date: '2026-11-27', conditions: 'Moderate rain', precipitationProbabilityMax: 90 })
  })

  it('rejects bad input', async () => {
    await h.rejects('/api/weather/forecast?lat=40.7&lon=-74&days=8', 'days')
    await h.rejects('/api/weather/forecast?lat=abc&lon=-74', 'lat')
  })

  h.failures('GET /gridpoints/OKX/33,35/forecast', '/api/weather/forecast?lat=40.7127&lon=-74.006')
  describe('when /points fails', () => h.failures('GET /points/40.7127,-74.006', '/api/weather/forecast?lat=40.7127&lon=-74.006'))
})

describe('weather.alerts', () => {
  it('answers the active alerts at the point with the ids the weather-alert watcher tells apart', async () => {
    const data = await h.ok('/api/weather/alerts?lat=40.7127&lon=-74.006')
    expect(h.last('/alerts/active').params).toEqual({ point: '40.7127,-74.006' })
    expect(data).toMatchObject({ ok: true, total: 1 })
    expect(data.items[0]).toMatchObject({
      id: 'urn:oid:2.49.0.1.840.0.7b4ec6b1f0d1c5e1a5d1c3b0a5e8f6f1a2b3c4d5.001.1', event: 'Wind Advisory', severity: 'Moderate', urgency: 'Expected', certainty: 'Likely',
      area: 'New York (Manhattan); Bronx; Kings (Brooklyn)', sender: 'NWS Upton NY', onset: '2026-11-26T12:00:00-05:00', expires: '2026-11-26T18:00:00-05:00',
      instruction: expect.stringContaining('high profile vehicle'), response: 'Execute',
    })
  })

  it('answers no alerts as zero items', async () => {
    expect(await h.ok('/api/weather/alerts?lat=35.7&lon=139.7')).toMatchObject({ items: [], total: 0 })
  })

  it('rejects a point out of range', async () => {
    await h.rejects('/api/weather/alerts?lat=40&lon=200', 'lon')
  })

  h.failures('GET /alerts/active', '/api/weather/alerts?lat=40.7127&lon=-74.006')
})
