import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { weatherPlugin } from '../src/index.ts'

// No examples: every call reaches a provider (each adapter is tested on fixtures in its own file).
testPlugin(weatherPlugin, { catalog: serviceCatalog })
