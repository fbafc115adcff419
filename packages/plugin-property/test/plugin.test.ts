import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { propertyPlugin } from '../src/index.ts'

// No examples: every operation reaches NYC Open Data (adapters tested on fixtures in the other files).
testPlugin(propertyPlugin, { catalog: serviceCatalog })
