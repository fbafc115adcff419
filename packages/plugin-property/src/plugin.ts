import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import nycDeedHistory from './operations/nyc-deed-history.ts'
import nycParcelLookup from './operations/nyc-parcel-lookup.ts'
import nycPermits from './operations/nyc-permits.ts'
import nycViolations from './operations/nyc-violations.ts'
import { vocabulary } from './vocabulary.ts'

/** The property group: New York City records from NYC Open Data (one Socrata upstream, optional app token). */
export const propertyPlugin = definePlugin({
  examples,
  group: 'property',
  search: { vocabulary },
  operations: [
    nycDeedHistory,
    nycParcelLookup,
    nycPermits,
    nycViolations,
  ],
})
