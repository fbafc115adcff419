import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { chemPlugin } from '../src/index.ts'

// No examples: every call reaches PubChem (its adapter is tested on fixtures in compound.test.ts).
testPlugin(chemPlugin, { catalog: serviceCatalog })
