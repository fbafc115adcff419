import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { foodPlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (tested on fixtures in barcode-lookup.test.ts and hygiene-uk.test.ts).
testPlugin(foodPlugin, { catalog: serviceCatalog })
