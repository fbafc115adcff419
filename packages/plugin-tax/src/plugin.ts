import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import vat from './operations/vat.ts'
import vatRates from './operations/vat-rates.ts'
import { vocabulary } from './vocabulary.ts'

/** The tax group: VAT rates from an embedded table, and VAT number checks (EU in VIES, UK with HMRC). */
export const taxPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'tax',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    vatRates, // GET /api/tax/vat-rates  0.0025
    vat, //      GET /api/tax/vat        0.0025  EU VIES REST API, UK HMRC Check a UK VAT number v2
  ],
})
