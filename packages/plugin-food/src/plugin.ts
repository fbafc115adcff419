import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import barcodeLookup from './operations/barcode-lookup.ts'
import hygieneUk from './operations/hygiene-uk.ts'
import { vocabulary } from './vocabulary.ts'

/** The food group: packaged foods by barcode (Open Food Facts) and UK food hygiene ratings (FSA); no key needed. */
export const foodPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'food',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    barcodeLookup, // GET /api/food/barcode-lookup  0.003   Open Food Facts /api/v3.4/product/{barcode}
    hygieneUk, //     GET /api/food/hygiene-uk      0.0025  FSA ratings API /Establishments
  ],
})
