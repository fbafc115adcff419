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

describe('flight under RapidAPI\'s and AeroDataBox\'s terms', () => {
  const app = testHost({ plugins: flightPlugin, upstreams: ['aerodatabox'], keys: { aerodatabox: 'rapidapi-test-key' }, paid: true })
  const notAccepted = () => ({ upstreams: { aerodatabox: { baseUrl: app.server.url, key: 'rapidapi-test-key', acceptTerms: false } } })

  it('is unavailable with a key alone (503 before any 402, nothing asked), until the operator accepts the terms', async () => {
    const refused = await app.call('/api/flight/status?flight=UA100', undefined, notAccepted())
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_AERODATABOX_ACCEPT_TERMS=true') } })
    expect(refused.body.error).toContain('https://rapidapi.com/terms/')
    expect(app.requests).toHaveLength(0)
    // Accepted (the test host's default), the same call asks for payment.
    expect((await app.call('/api/flight/status?flight=UA100')).status).toBe(402)
  })
})
