import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { flightPlugin } from '../src/index.ts'

// The examples reach AeroDataBox on the fixture server, answered with the files of flight.test.ts.
const fixture = (name: string) => ({ file: `aerodatabox/${name}` })

testPlugin(flightPlugin, {
  keys: { aerodatabox: 'rapidapi-test-key' },
  routes: {
    'GET /flights/number/UA100': fixture('flight-UA100.json'),
    'GET /flights/airports/iata/LHR/2025-06-01T00:00/2025-06-01T11:59': fixture('fids-LHR-am.json'),
    'GET /flights/airports/iata/LHR/2025-06-01T12:00/2025-06-01T23:59': fixture('fids-LHR-pm.json'),
  },
})

describe('flight without a key', () => {
  const app = testHost({ plugins: flightPlugin, elsewhere: { aerodatabox: 'http://127.0.0.1:9' }, paid: true })
  const calls: Record<string, string> = { status: '?flight=UA100', 'airport-board': '?airport=LHR&date=2025-06-01', 'route-schedule': '?from=LHR&to=JFK&date=2025-06-01' }
  for (const [name, query] of Object.entries(calls)) {
    it(`${name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const body = await app.status(`/api/flight/${name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain('SVC_UPSTREAM_AERODATABOX_KEY')
    })
  }
})
