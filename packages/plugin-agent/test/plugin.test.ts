import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { agentPlugin } from '../src/index.ts'

// No examples: every call reaches upstreams (tested on fixtures in knowledge-delta.test.ts).
testPlugin(agentPlugin, { catalog: serviceCatalog })
