import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import aba from './operations/aba.ts'
import batch from './operations/batch.ts'
import bic from './operations/bic.ts'
import cusip from './operations/cusip.ts'
import gln from './operations/gln.ts'
import gtin from './operations/gtin.ts'
import iban from './operations/iban.ts'
import isin from './operations/isin.ts'
import lei from './operations/lei.ts'
import sscc from './operations/sscc.ts'
import { vocabulary } from './vocabulary.ts'

/** The validate group: check digits and structure of financial and GS1 identifiers, computed on the host. */
export const validatePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'validate',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    aba, //   GET  /api/validate/aba    0.0025
    bic, //   GET  /api/validate/bic    0.0025
    cusip, // GET  /api/validate/cusip  0.0025
    gln, //   GET  /api/validate/gln    0.0025
    gtin, //  GET  /api/validate/gtin   0.0025
    iban, //  GET  /api/validate/iban   0.0025
    isin, //  GET  /api/validate/isin   0.0025
    lei, //   GET  /api/validate/lei    0.0025
    sscc, //  GET  /api/validate/sscc   0.0025
    batch, // POST /api/validate/batch  0.003
  ],
})
