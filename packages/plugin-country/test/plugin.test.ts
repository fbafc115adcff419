import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { countryPlugin } from '../src/index.ts'

testPlugin(countryPlugin, {
  catalog: readServiceCatalog(),
  examples: { 'country.lookup': { alpha2: 'DE' }, 'country.financials': { code: 'DE' } },
})
