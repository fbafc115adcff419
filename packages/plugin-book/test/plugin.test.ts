import { testPlugin } from '@svc/core/testing'
import { bookPlugin } from '../src/index.ts'

// The example reaches Open Library on the fixture server, answered with the file of search.test.ts.
testPlugin(bookPlugin, {
  routes: {
    'GET /search.json': { file: 'open-library/search-title.json' },
  },
})
