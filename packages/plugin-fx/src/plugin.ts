import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import rates from './operations/rates.ts'
import timeseries from './operations/timeseries.ts'
import { vocabulary } from './vocabulary.ts'

/** The fx group: ECB euro reference rates, read through @svc/plugin-convert's ECB adapter (one adapter for both groups). */
export const fxPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'fx',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    rates, //      GET /api/fx/rates       0.003   ECB reference rates (daily / 90-day / history XML)
    timeseries, // GET /api/fx/timeseries  0.0036  ECB reference rates (90-day / history XML)
  ],
})
