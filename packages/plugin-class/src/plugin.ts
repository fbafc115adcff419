import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import industryResolve from './operations/industry-resolve.ts'
import { vocabulary } from './vocabulary.ts'

/** The class group: industry classification concordances from official tables shipped with the plugin. */
export const classPlugin = definePlugin({
  examples,
  group: 'class',
  search: { vocabulary },
  operations: [
    industryResolve,
  ],
})
