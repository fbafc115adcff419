import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { weatherPlugin } from '../src/index.ts'
import { weatherUpstreams } from './_upstream.ts'

// The examples reach Open-Meteo and the NWS on the fixture server.
const h = weatherUpstreams()
testPlugin(weatherPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, config: { settings: { weather: { nwsUserAgent: 'svc-tests (ops@example.org)' } } }, examplesFile: new URL('../src/examples.json', import.meta.url) })
