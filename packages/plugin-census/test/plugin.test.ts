import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { censusPlugin } from '../src/index.ts'

// No examples: every call reaches the Census API (tested on fixtures in census.test.ts).
testPlugin(censusPlugin, { catalog: serviceCatalog })
