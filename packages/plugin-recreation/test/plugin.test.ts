import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { recreationPlugin } from '../src/index.ts'

// No examples: every call reaches RIDB with a key (tested on fixtures in search.test.ts).
testPlugin(recreationPlugin, { catalog: serviceCatalog })
