import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { parkPlugin } from '../src/index.ts'

// No examples: every call reaches NPS with a key (tested on fixtures in lookup.test.ts).
testPlugin(parkPlugin, { catalog: serviceCatalog })
