import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { domainPlugin } from '../src/index.ts'

// No examples: every call needs an upstream or DNS (fixtures and a local DNS server in the other files).
testPlugin(domainPlugin, { catalog: serviceCatalog })
