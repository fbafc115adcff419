import { testPlugin } from '@svc/core/testing'
import { encyclopediaPlugin } from '../src/index.ts'

// The example reaches Wikipedia on the fixture server, answered with the file of summary.test.ts.
testPlugin(encyclopediaPlugin, {
  routes: {
    'GET /api/rest_v1/page/summary/Ada_Lovelace': { file: 'wikipedia/summary-Ada_Lovelace.json' },
  },
})
