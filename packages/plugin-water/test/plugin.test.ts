import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { waterPlugin } from '../src/index.ts'

// No examples: water.gauge calls gov.usgs-water (tested with it in gauge.test.ts).
testPlugin(waterPlugin, { catalog: serviceCatalog })
