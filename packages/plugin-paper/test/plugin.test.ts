import { testPlugin } from '@svc/core/testing'
import { paperPlugin } from '../src/index.ts'

// The example reaches Crossref on the fixture server, answered with the file of doi-lookup.test.ts.
testPlugin(paperPlugin, {
  routes: {
    'GET /works/10.5555%2F12345678': { file: 'crossref/work-10.5555-12345678.json' },
  },
  config: { settings: { paper: { contactEmail: 'ops@example.org' } } },
})
