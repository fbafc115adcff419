import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tcgPlugin } from '../src/index.ts'

// tcg.games is local; the other operations reach upstreams and are tested on fixtures.
testPlugin(tcgPlugin, { catalog: serviceCatalog, examples: { 'tcg.games': {} } })
