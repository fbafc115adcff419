import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { energyPlugin } from '../src/index.ts'

// No examples: every call reaches a provider (tested on fixtures in carbon-intensity.test.ts).
testPlugin(energyPlugin, { catalog: serviceCatalog })
