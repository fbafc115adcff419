import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tcgPlugin } from '../src/index.ts'

// tcg.games is local; the other operations reach upstreams and are tested on fixtures.
testPlugin(tcgPlugin, { catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url), examples: { 'tcg.games': {} } })
