import { testPlugin } from '@svc/core/testing'
import { blsPlugin } from '../src/index.ts'

// The example reaches BLS on the fixture server, answered with the file of series.test.ts.
testPlugin(blsPlugin, {
  routes: {
    'POST /publicAPI/v2/timeseries/data/': { file: 'bls/cpi-unemployment.json' },
  },
})
