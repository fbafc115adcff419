import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import generate from './operations/generate.ts'
import { vocabulary } from './vocabulary.ts'

/** The barcode operations answered on the host. */
export const barcodePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'barcode',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    generate, // POST /api/barcode/generate  0.0025
  ],
})
