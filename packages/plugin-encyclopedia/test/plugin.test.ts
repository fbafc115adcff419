import { testPlugin, testHost } from '@svc/core/testing'
import { encyclopediaPlugin } from '../src/index.ts'

// The example reaches Wikipedia on the fixture server, answered with the file of summary.test.ts.
const h = testHost({
  plugins: [encyclopediaPlugin],
  upstreams: ['wikipedia-en'],
  routes: {
    'GET /api/rest_v1/page/summary/Ada_Lovelace': { file: 'wikipedia/summary-Ada_Lovelace.json' },
  },
})
testPlugin(encyclopediaPlugin, { upstreams: h.upstreams })
