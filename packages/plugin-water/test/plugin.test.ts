import { testPlugin } from '@svc/core/testing'
import { waterPlugin } from '../src/index.ts'

// The example reaches the USGS Water Data APIs on the fixture server, answered with the files of gauge.test.ts.
testPlugin(waterPlugin, {
  routes: {
    'GET /collections/latest-continuous/items': { file: 'usgs-water-data/latest-continuous-01646500.json' },
    'GET /collections/monitoring-locations/items/USGS-01646500': { file: 'usgs-water-data/monitoring-location-01646500.json' },
  },
})
