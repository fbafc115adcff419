import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { healthPlugin } from '../src/index.ts'
import { healthUpstreams } from './_upstream.ts'

// The example calls go to the fixture server, never to the providers.
const h = healthUpstreams()

testPlugin(healthPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  upstreams: { 'data-cms': () => h.server.url, 'cdc-data': () => h.server.url },
  examples: {
    'health.hospital-lookup': { city: 'Denver', state: 'CO' },
    'health.hospital-quality': { facilityId: '060024' },
    'health.mortality-stats': { state: 'Colorado', cause: 'Heart disease' },
    'health.disease-surveillance': { disease: 'measles' },
  },
})
