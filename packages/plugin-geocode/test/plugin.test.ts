import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { geocodePlugin } from '../src/index.ts'

// No examples: every call reaches a provider (the adapters are tested on fixtures in geocode.test.ts).
testPlugin(geocodePlugin, { catalog: serviceCatalog })
