import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { blsPlugin } from '../src/index.ts'

// No examples: every call reaches BLS (its adapter is tested on fixtures in series.test.ts).
testPlugin(blsPlugin, { catalog: serviceCatalog })
