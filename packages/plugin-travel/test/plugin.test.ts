import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { travelPlugin } from '../src/index.ts'

// No examples: the advisory reaches the State Department (tested on fixtures in advisory.test.ts).
testPlugin(travelPlugin, { catalog: serviceCatalog })
