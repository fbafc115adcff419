import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { agriculturePlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (tested on fixtures in drought.test.ts and stats.test.ts).
testPlugin(agriculturePlugin, { catalog: serviceCatalog })
