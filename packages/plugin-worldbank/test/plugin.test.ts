import { testPlugin } from '@svc/core/testing'
import { worldbankPlugin } from '../src/index.ts'

// The example reaches the World Bank API on the fixture server, answered with the file of indicator.test.ts.
testPlugin(worldbankPlugin, { routes: { 'GET /v2/country/USA/indicator/NY.GDP.MKTP.CD': { file: 'worldbank/gdp-usa.json' } } })
