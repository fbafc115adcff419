import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tidesPlugin } from '../src/index.ts'

// No examples: every call reaches NOAA (the adapter is tested on fixtures in now.test.ts).
testPlugin(tidesPlugin, { catalog: serviceCatalog })
