import { testPlugin, testHost } from '@svc/core/testing'
import { weatherPlugin } from '../src/index.ts'
import { weatherFixtures } from './_upstream.ts'

// The examples reach Open-Meteo and the NWS on the fixture server.
const h = testHost(weatherFixtures)
testPlugin(weatherPlugin, { upstreams: h.upstreams, config: { settings: { weather: { nwsUserAgent: 'svc-tests (ops@example.org)' } } } })
