import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { jobPlugin } from '../src/index.ts'

// No examples: both operations reach USAJOBS (adapters tested on fixtures in the other files).
testPlugin(jobPlugin, { catalog: serviceCatalog })
