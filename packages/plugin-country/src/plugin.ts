import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import financials from './operations/financials.ts'
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The country group's embedded operations: country facts and country risk figures from data shipped with the plugin (no upstream). */
export const countryPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'country',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    financials, // GET /api/country/financials  0.0025  Damodaran's country risk table (shipped, dated)
    lookup, //     GET /api/country/lookup      0.003
  ],
})
