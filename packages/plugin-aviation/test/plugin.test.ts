import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { aviationPlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (adapters are tested on fixtures, one file per operation).
testPlugin(aviationPlugin, { catalog: serviceCatalog })
