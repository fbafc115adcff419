import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import compound from './operations/compound.ts'
import { vocabulary } from './vocabulary.ts'

/** The chem operations, answered from PubChem. */
export const chemPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'chem',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    compound, // GET /api/chem/compound  0.0025  PubChem PUG REST
  ],
})
