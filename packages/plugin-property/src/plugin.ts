import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import nycDeedHistory from './operations/nyc-deed-history.ts'
import nycParcelLookup from './operations/nyc-parcel-lookup.ts'
import nycPermits from './operations/nyc-permits.ts'
import nycViolations from './operations/nyc-violations.ts'
import { vocabulary } from './vocabulary.ts'

/** The property group: New York City records from NYC Open Data (one Socrata upstream, optional app token). */
export const propertyPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'property',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    nycDeedHistory, //  GET /api/property/nyc-deed-history   0.003  ACRIS Legals, Master, Parties (8h5j-fqxa, bnx9-e6tj, 636b-3b5g)
    nycParcelLookup, // GET /api/property/nyc-parcel-lookup  0.003  PLUTO (64uk-42ks)
    nycPermits, //      GET /api/property/nyc-permits        0.003  DOB Permit Issuance (ipu4-2q9a)
    nycViolations, //   GET /api/property/nyc-violations     0.003  DOB Violations (3h2n-5cm9), HPD Violations (wvxf-dwi5)
  ],
})
