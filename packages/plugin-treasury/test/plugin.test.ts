import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { treasuryPlugin } from '../src/index.ts'

// No examples: every operation reaches Fiscal Data (tested on fixtures in treasury.test.ts).
testPlugin(treasuryPlugin, { catalog: serviceCatalog })
