import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { soilPlugin } from '../src/index.ts'

// No examples: every call reaches a provider (tested on fixtures in soil.test.ts).
testPlugin(soilPlugin, { catalog: serviceCatalog })
