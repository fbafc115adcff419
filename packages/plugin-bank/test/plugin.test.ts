import { testPlugin } from '@svc/core/testing'
import { bankPlugin } from '../src/index.ts'

// The example reaches the FDIC on the fixture server, answered with the files of lookup.test.ts.
testPlugin(bankPlugin, {
  routes: {
    'GET /institutions': { file: 'fdic/institutions-search.json' },
    'GET /history': { file: 'fdic/history-closures.json' },
  },
})
