import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { earthPlugin } from '../src/index.ts'

// No examples: every call reaches NASA (tested on fixtures in earth.test.ts).
testPlugin(earthPlugin, { catalog: serviceCatalog })
