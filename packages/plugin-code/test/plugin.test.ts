import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { codePlugin } from '../src/index.ts'

// No examples: every call reaches GitHub (its adapter is tested on fixtures in repo-lookup.test.ts).
testPlugin(codePlugin, { catalog: serviceCatalog })
