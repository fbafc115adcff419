import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { dnsPlugin } from '../src/index.ts'

// No examples here: a call needs the test DNS server (lookup.test.ts).
testPlugin(dnsPlugin, { catalog: serviceCatalog })
