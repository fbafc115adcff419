import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { worldbankPlugin } from '../src/index.ts'

// No examples: the operation reaches the World Bank API (tested on fixtures in indicator.test.ts).
testPlugin(worldbankPlugin, { catalog: serviceCatalog })
