import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import gtin from './operations/gtin.ts'
import { vocabulary } from './vocabulary.ts'

/** The product group: products by barcode number (Open Products Facts, then Open Food Facts), with the GS1 prefix from validate.gtin. */
export const productPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'product',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    gtin, // GET /api/product/gtin  0.0036  Open Products Facts, Open Food Facts /api/v3.4/product/{code}; validate.gtin (in process)
  ],
})
