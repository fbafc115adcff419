import { testPlugin, testHost } from '@svc/core/testing'
import { bankPlugin } from '../src/index.ts'

// The example reaches the FDIC on the fixture server, answered with the files of lookup.test.ts.
const h = testHost({
  plugins: [bankPlugin],
  upstreams: ['fdic'],
  routes: {
    'GET /institutions': { file: 'fdic/institutions-search.json' },
    'GET /history': { file: 'fdic/history-closures.json' },
  },
})
testPlugin(bankPlugin, { upstreams: h.upstreams })
