import { testPlugin, testHost } from '@svc/core/testing'
import { geocodePlugin } from '@svc/plugin-geocode'
import { timezonePlugin } from '@svc/plugin-timezone'
import { weatherPlugin } from '@svc/plugin-weather'
import { beforeAll } from 'vitest'
import { geoPlugin } from '../src/index.ts'
import { parseAddress } from '../src/ip/address.ts'
import { lookupAddress } from '../src/ip/tables.ts'
import { resolveZip } from '../src/zip-table.ts'
import { geoFixtures } from './_upstream.ts'

// The ZIP table (7 MB of JavaScript) and the IPv4 range tables load on the first call: loaded here, outside the timed tests.
beforeAll(() => Promise.all([resolveZip('90210'), lookupAddress(parseAddress('8.8.8.8')!)]), 60_000)

// zip-resolve and ip are local: their 402 and trial run for real. The examples reach the providers on the fixture
// server (the dossier's through geocode, timezone and weather, installed beside geo).
const h = testHost(geoFixtures)
testPlugin(geoPlugin, {
  plugins: [geocodePlugin, timezonePlugin, weatherPlugin],
  // geocode.address asks the Census geocoder only for U.S. addresses: the Eiffel Tower never reaches it.
  upstreams: { ...h.upstreams, 'census-geocoder': () => h.server.url },
  config: { settings: { geocode: { nominatimUserAgent: 'svc-tests (ops@example.org)', nominatimIntervalMs: 0 } } },
  examples: { 'geo.zip-resolve': { zip: '90210' }, 'geo.ip': { ip: '8.8.8.8' } } })
