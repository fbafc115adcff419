import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import commodity from './operations/commodity.ts'
import cot from './operations/cot.ts'
import fred from './operations/fred.ts'
import fredCategories from './operations/fred-categories.ts'
import fredRegional from './operations/fred-regional.ts'
import fredReleases from './operations/fred-releases.ts'
import fredVintage from './operations/fred-vintage.ts'
import indicator from './operations/indicator.ts'
import recession from './operations/recession.ts'
import yieldCurve from './operations/yield-curve.ts'
import { vocabulary } from './vocabulary.ts'

/** The econ group: FRED/ALFRED (the upstream @svc/plugin-finance defines, shared; key), the Treasury yield curve feed and CFTC COT (no key). */
export const econPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'econ',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    fred, //           GET /api/econ/fred             0.0036  FRED /fred/series/observations (key)
    fredCategories, // GET /api/econ/fred-categories  0.003   FRED /fred/category/children (key)
    fredReleases, //   GET /api/econ/fred-releases    0.003   FRED /fred/releases, /fred/release/dates (key)
    fredRegional, //   GET /api/econ/fred-regional    0.0045  GeoFRED /geofred/series/data (key)
    fredVintage, //    GET /api/econ/fred-vintage     0.0042  ALFRED observations with a real-time period (key)
    recession, //      GET /api/econ/recession        0.0036  FRED USREC (NBER dates) (key)
    yieldCurve, //     GET /api/econ/yield-curve      0.0036  Treasury daily par yield curve XML
    indicator, //      GET /api/econ/indicator        0.0036  FRED headline series (key)
    commodity, //      GET /api/econ/commodity        0.0036  FRED EIA / IMF price series (key)
    cot, //            GET /api/econ/cot              0.0045  CFTC Socrata, legacy COT futures only
  ],
})
