import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The class group: industry classification concordances from official tables shipped with the plugin. */
export const classPlugin = definePlugin({
  examples,
  group: 'class',
  search: { vocabulary },
  operations,
})
