import { testPlugin } from '@svc/core/testing'
import { tcgPlugin } from '../src/index.ts'
import { tcgHarness } from './_harness.ts'

// tcg.games is local; the other examples reach the three catalogs on the fixture server.
const h = tcgHarness()
testPlugin(tcgPlugin, {
  upstreams: h.upstreams,
  examples: { 'tcg.games': {} },
})
