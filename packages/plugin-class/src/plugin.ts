import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import industryResolve from './operations/industry-resolve.ts'
import { vocabulary } from './vocabulary.ts'

/** The class group: industry classification concordances from official tables shipped with the plugin. */
export const classPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'class',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    industryResolve, // GET /api/class/industry-resolve  0.009  Census and UN concordance tables (shipped)
  ],
})
