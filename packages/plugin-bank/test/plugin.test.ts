import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { bankPlugin } from '../src/index.ts'

// No examples: every call reaches the FDIC (the adapter is tested on fixtures in lookup.test.ts).
testPlugin(bankPlugin, { catalog: serviceCatalog })
