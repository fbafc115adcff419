import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { productPlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (tested on fixtures in gtin.test.ts).
testPlugin(productPlugin, { catalog: serviceCatalog })
