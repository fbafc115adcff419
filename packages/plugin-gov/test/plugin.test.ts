import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { govPlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (adapters are tested on fixtures).
testPlugin(govPlugin, { catalog: serviceCatalog })
