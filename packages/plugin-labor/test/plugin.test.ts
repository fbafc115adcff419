import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { laborPlugin } from '../src/index.ts'

// No examples: every operation reaches BLS (adapters tested on fixtures in the other files).
testPlugin(laborPlugin, { catalog: serviceCatalog })
