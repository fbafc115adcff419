import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { timezonePlugin } from '../src/index.ts'

testPlugin(timezonePlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'timezone.lookup': { lat: 52.52, lon: 13.405, at: '2024-07-01T12:00:00Z' } },
})
