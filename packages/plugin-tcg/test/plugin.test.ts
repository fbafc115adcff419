import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tcgPlugin } from '../src/index.ts'
import { tcgHarness } from './_harness.ts'

// tcg.games is local; the other examples reach the three catalogs on the fixture server.
const h = tcgHarness()
testPlugin(tcgPlugin, {
  catalog: serviceCatalog,
  upstreams: h.upstreams,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'tcg.games': {} },
})
