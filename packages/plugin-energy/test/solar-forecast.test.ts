import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const estimate = { file: 'forecast-solar/estimate-51.15-10.45-35-0-1.json' }
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['forecast-solar'],
  routes: {
    'GET /estimate/51.1500/10.4500/35/0/1': estimate,
    'GET /estimate/-33.8688/151.2093/30/0/6.5': estimate,
  },
})

describe('energy.solar-forecast', () => {
  it('answers the energy per day and the power through the day', async () => {
    const data = await h.ok('/api/energy/solar-forecast?lat=51.15&lon=10.45&kwp=1&declination=35')
    expect(h.last().query.get('time')).toBe('iso8601')
    const item = data.items[0]
    expect(item).toMatchObject({ lat: 51.15, lon: 10.45, kwp: 1, declination: 35, azimuth: 0, timezone: 'Europe/Berlin', place: expect.stringContaining('Mühlhausen') })
    expect(item.days).toStrictEqual([
      { date: '2026-11-26', energyKwh: 1.727, peakWatts: 362, peakTime: '2026-11-26T12:00:00+01:00' },
      { date: '2026-11-27', energyKwh: 0.821, peakWatts: 187, peakTime: '2026-11-27T12:00:00+01:00' },
    ])
    expect(item.periods[0]).toStrictEqual({ time: '2026-11-26T07:58:42+01:00', watts: 0, energyWh: 0 })
    expect(item.periods[2]).toStrictEqual({ time: '2026-11-26T09:00:00+01:00', watts: 88, energyWh: 50 })
    expect(item.periods).toHaveLength(22)
    expect(data.source).toMatchObject({ provider: 'Forecast.Solar' })
  })

  it('defaults to a south-facing 30° plane and sends the plane in the path', async () => {
    await h.ok('/api/energy/solar-forecast?lat=-33.8688&lon=151.2093&kwp=6.5')
    expect(h.last().path).toBe('/estimate/-33.8688/151.2093/30/0/6.5')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/solar-forecast?lat=51&lon=10', 'kwp')
    await h.rejects('/api/energy/solar-forecast?lat=51&lon=10&kwp=0', 'kwp')
    await h.rejects('/api/energy/solar-forecast?lat=91&lon=10&kwp=1', 'lat')
    await h.rejects('/api/energy/solar-forecast?lat=51&lon=10&kwp=1&declination=95', 'declination')
    await h.rejects('/api/energy/solar-forecast?lat=51&lon=10&kwp=1&azimuth=200', 'azimuth')
    await h.rejects('/api/energy/solar-forecast?lat=51&lon=10&kwp=1&azimuth=12.5', 'azimuth')
  })

  h.failures('GET /estimate/51.1500/10.4500/35/0/1', '/api/energy/solar-forecast?lat=51.15&lon=10.45&kwp=1&declination=35')
})
