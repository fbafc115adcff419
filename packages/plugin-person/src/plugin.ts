import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import crossRegistry from './operations/cross-registry.ts'
import { vocabulary } from './vocabulary.ts'

/** The person group: one name across U.S. public registries. */
export const personPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'person',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    crossRegistry, // GET /api/person/cross-registry  0.018  CSL (trade.gov), SAM.gov exclusions, NPI Registry, FINRA BrokerCheck, OpenFEC schedule A
  ],
})
