import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import currency from './operations/currency.ts'
import unit from './operations/unit.ts'
import { vocabulary } from './vocabulary.ts'

/** The convert group. */
export const convertPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'convert',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    currency, // GET /api/convert/currency  0.0036  ECB reference rates
    unit, //     GET /api/convert/unit      0.0025  exact factors, no upstream
  ],
})
