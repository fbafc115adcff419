import { testPlugin } from '@svc/core/testing'
import { agriculturePlugin } from '../src/index.ts'

// The examples reach the Drought Monitor and NASS Quick Stats on the fixture server, answered with the files of drought.test.ts and stats.test.ts.
testPlugin(agriculturePlugin, {
  keys: { nass: 'nass-key' },
  routes: {
    'GET /api/CountyStatistics/GetDroughtSeverityStatisticsByAreaPercent': { file: 'usdm/county-06037.json' },
    'GET /api/api_GET/': { file: 'nass/corn-ia.json' },
  },
})
