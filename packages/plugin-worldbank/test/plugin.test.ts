import { testPlugin, testHost } from '@svc/core/testing'
import { worldbankPlugin } from '../src/index.ts'

// The example reaches the World Bank API on the fixture server, answered with the file of indicator.test.ts.
const h = testHost({
  plugins: [worldbankPlugin],
  upstreams: ['worldbank'],
  routes: {
    'GET /v2/country/USA/indicator/NY.GDP.MKTP.CD': { file: 'worldbank/gdp-usa.json' },
  },
})
testPlugin(worldbankPlugin, { upstreams: h.upstreams })
