import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { spacePlugin } from '../src/index.ts'

// No examples: every call reaches a provider (tested on fixtures in space.test.ts).
testPlugin(spacePlugin, { catalog: serviceCatalog })
