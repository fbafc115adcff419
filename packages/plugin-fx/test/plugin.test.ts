import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { fxPlugin } from '../src/index.ts'

// No examples: both operations reach the ECB (tested on recorded files in rates.test.ts and timeseries.test.ts).
testPlugin(fxPlugin, { catalog: serviceCatalog })
