import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The bank group: FDIC-insured institutions from the FDIC BankFind Suite. */
export const bankPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'bank',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    lookup, // GET /api/bank/lookup  0.003  FDIC BankFind institutions (+ history for closures)
  ],
})
