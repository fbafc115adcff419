import { testPlugin } from '@svc/core/testing'
import { quakesPlugin } from '../src/index.ts'

// The example reaches USGS on the fixture server, answered with the file of recent.test.ts.
testPlugin(quakesPlugin, {
  routes: {
    'GET /fdsnws/event/1/query': { file: 'usgs/query-m4.5-day.json' },
  },
})
