import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { flightPlugin } from '../src/index.ts'

// No examples: every operation needs the operator's AeroDataBox key (adapters tested on fixtures in flight.test.ts).
testPlugin(flightPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

describe('flight without a key', () => {
  const app = pluginTestApp(flightPlugin, { upstreams: { aerodatabox: 'http://127.0.0.1:9' }, paid: true })
  const calls: Record<string, string> = { status: '?flight=UA100', 'airport-board': '?airport=LHR&date=2025-06-01', 'route-schedule': '?from=LHR&to=JFK&date=2025-06-01' }
  for (const [name, query] of Object.entries(calls)) {
    it(`${name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const body = await app.status(`/api/flight/${name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain('SVC_UPSTREAM_AERODATABOX_KEY')
    })
  }
})
