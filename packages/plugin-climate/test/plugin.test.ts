import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { climatePlugin } from '../src/index.ts'

// No examples: every call reaches NCEI (tested on fixtures in climate.test.ts).
testPlugin(climatePlugin, { catalog: serviceCatalog })
