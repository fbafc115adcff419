import { testHost, testPlugin, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

// The examples reach each provider on the fixture server, answered with the files the other tests use.
const fixture = (name: string): FixtureAnswer => ({ file: name })

testPlugin(energyPlugin, {
  keys: { eia: 'eia-test-key', nrel: 'nrel-test-key', openei: 'openei-test-key' },
  routes: {
    'GET /regional/postcode/RG10': fixture('carbon-intensity/regional-postcode-RG10.json'),
    'GET /generation': fixture('carbon-intensity/generation.json'),
    'GET /v2/electricity/retail-sales/data/': fixture('eia/retail-sales-CA-RES.json'),
    'GET /v2/petroleum/pri/spt/data/': fixture('eia/spot-RWTC.json'),
    'GET /api/alt-fuel-stations/v1/nearest.json': fixture('nrel/nearest-denver-elec.json'),
    'GET /api/solar/solar_resource/v1.json': fixture('nrel/solar-resource-40-105.json'),
    'GET /estimate/51.1500/10.4500/35/0/1': fixture('forecast-solar/estimate-51.15-10.45-35-0-1.json'),
    'GET /utility_rates': fixture('openei/utility-rates-denver.json'),
  },
})

const keyless = testHost({ plugins: energyPlugin, elsewhere: { eia: 'http://127.0.0.1:9' }, paid: true })
it('an operation whose key is not configured answers 503 before any 402, and is listed unavailable', async () => {
  expect((await keyless.status('/api/energy/electricity-rates?state=CA', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_EIA_KEY')
  const directory = (await keyless.call('/api/directory')).body
  expect(directory.operations.find((entry: { id: string }) => entry.id === 'energy.electricity-rates')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('upstreams.eia.key') })
})

const keyed = { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }
const unreachable = testHost({ plugins: energyPlugin, elsewhere: { eia: keyed, nrel: keyed }, paid: true })
describe('before the 402', () => {
  unreachable.refusals('/api/energy/prices', [[{ commodity: 'gasoline', frequency: 'daily' }, 'frequency']])
  unreachable.refusals('/api/energy/fuel-stations', [[{ lat: '39.7' }, 'lon']])
  it('a request that may succeed is asked to pay', () => unreachable.status('/api/energy/prices?commodity=wti', 402))
})
