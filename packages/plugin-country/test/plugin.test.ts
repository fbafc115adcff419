import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { countryPlugin } from '../src/index.ts'

testPlugin(countryPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'country.lookup': { alpha2: 'DE' }, 'country.financials': { code: 'DE' } },
})
