import { testPlugin } from '@svc/core/testing'
import { parkPlugin } from '../src/index.ts'

// The example reaches the NPS on the fixture server, answered with the file of lookup.test.ts.
testPlugin(parkPlugin, {
  keys: { nps: 'test-key' },
  routes: {
    'GET /api/v1/parks': { file: 'nps/parks-yell.json' },
  },
})
