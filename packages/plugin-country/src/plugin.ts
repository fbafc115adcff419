import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import lookup from './operations/lookup.ts'

/** The country group's embedded operation: country facts from data packages shipped with the plugin (no upstream). */
export const countryPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'country',
  core: '^0.1',
  operations: [
    lookup, // GET /api/country/lookup  0.003
  ],
})
