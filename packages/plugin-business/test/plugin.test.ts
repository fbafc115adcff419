import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { businessPlugin } from '../src/index.ts'

// No examples: every call reaches a registry (adapters are tested on fixtures, one file per source).
testPlugin(businessPlugin, { catalog: serviceCatalog })
