import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { poiPlugin } from '../src/index.ts'

// No examples: every call reaches Overpass (tested on fixtures in near.test.ts).
testPlugin(poiPlugin, { catalog: serviceCatalog })
