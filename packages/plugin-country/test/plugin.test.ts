import { testPlugin } from '@svc/core/testing'
import { countryPlugin } from '../src/index.ts'

testPlugin(countryPlugin, {
  examples: { 'country.lookup': { alpha2: 'DE' }, 'country.financials': { code: 'DE' } },
})
