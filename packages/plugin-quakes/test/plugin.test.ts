import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { quakesPlugin } from '../src/index.ts'

// No examples: every call reaches USGS (the adapter is tested on fixtures in recent.test.ts).
testPlugin(quakesPlugin, { catalog: serviceCatalog })
