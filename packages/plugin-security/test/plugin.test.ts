import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { securityPlugin } from '../src/index.ts'

// No examples run here: every operation calls an upstream (each is tested on fixtures in its own file).
testPlugin(securityPlugin, { catalog: serviceCatalog })
