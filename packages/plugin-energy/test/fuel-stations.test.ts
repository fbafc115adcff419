import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `nrel/${name}` })
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['nrel'],
  keys: { nrel: 'nrel-test-key' },
  routes: { 'GET /api/alt-fuel-stations/v1/nearest.json': fixture('nearest-denver-elec.json') },
})

describe('energy.fuel-stations', () => {
  it('finds EV chargers near a point, nearest first', async () => {
    const data = await h.ok('/api/energy/fuel-stations?lat=39.7506&lon=-104.9968&radius=2&limit=2')
    expect(h.last().params).toEqual({
      latitude: '39.7506', longitude: '-104.9968', radius: '2', fuel_type: 'ELEC', status: 'E', access: 'public', limit: '2', api_key: 'nrel-test-key',
    })
    expect(data.total).toBe(113)
    expect(data.items[0]).toStrictEqual({
      id: 152087, name: 'Example Garage - Level 2', fuel: 'electric', status: 'open', access: 'public', hours: '24 hours daily',
      address: '1400 Wazee St', city: 'Denver', state: 'CO', zip: '80202', country: 'US', lat: 39.750021, lon: -104.998116, distanceMiles: 0.08,
      phone: '888-758-4389', facilityType: 'PARKING_GARAGE', evNetwork: 'ChargePoint Network', evLevel1Ports: null, evLevel2Ports: 4, evDcFastPorts: null,
      evConnectors: ['J1772'], evPricing: '$0.25 per kWh', lastConfirmed: '2026-10-02',
    })
    expect(data.items[1]).toMatchObject({ evDcFastPorts: 6, evConnectors: ['CHADEMO', 'J1772COMBO'] })
    expect(data.source.url).not.toContain('nrel-test-key')
  })

  it('passes a free-form location, the fuel, level, status and access', async () => {
    await h.ok('/api/energy/fuel-stations?location=80202&evLevel=dc_fast&status=planned&access=all')
    const query = h.last().params
    expect(query).toMatchObject({ location: '80202', ev_charging_level: 'dc_fast', status: 'P', access: 'all', radius: '5', limit: '10' })
    expect(query.latitude).toBeUndefined()
    await h.ok('/api/energy/fuel-stations?location=Denver%2C%20CO&fuel=hydrogen')
    expect(h.last().query.get('fuel_type')).toBe('HY')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/fuel-stations', 'location')
    await h.rejects('/api/energy/fuel-stations?lat=39.7', 'lon')
    await h.rejects('/api/energy/fuel-stations?lon=-104.9', 'lat')
    await h.rejects('/api/energy/fuel-stations?lat=39.7&lon=-104.9&location=Denver', 'location')
    await h.rejects('/api/energy/fuel-stations?lat=91&lon=0', 'lat')
    await h.rejects('/api/energy/fuel-stations?location=Denver&radius=101', 'radius')
    await h.rejects('/api/energy/fuel-stations?location=Denver&fuel=coal', 'fuel')
    await h.rejects('/api/energy/fuel-stations?location=Denver&fuel=cng&evLevel=2', 'evLevel')
    await h.rejects('/api/energy/fuel-stations?location=Denver&limit=51', 'limit')
  })

  h.failures('GET /api/alt-fuel-stations/v1/nearest.json', '/api/energy/fuel-stations?location=80202')
})
