import { testPlugin } from '@svc/core/testing'
import { recreationPlugin } from '../src/index.ts'

// The example reaches RIDB on the fixture server, answered with the file of search.test.ts.
testPlugin(recreationPlugin, {
  keys: { ridb: 'test-key' },
  routes: {
    'GET /api/v1/facilities': { file: 'ridb/facilities.json' },
  },
})
