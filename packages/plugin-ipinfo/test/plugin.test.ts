import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { ipinfoPlugin } from '../src/index.ts'

// No examples: a call needs net.asn and RIPEstat (bulk.test.ts installs both, on fixtures).
testPlugin(ipinfoPlugin, { catalog: serviceCatalog })
