import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { bookPlugin } from '../src/index.ts'

// No examples: every call of this plugin reaches Open Library (its adapter is tested on fixtures in search.test.ts).
testPlugin(bookPlugin, { catalog: serviceCatalog })
