import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The class group: industry classification concordances from official tables shipped with the plugin. */
export const classPlugin = definePlugin({
  group: 'class',
  search: { vocabulary },
  operations,
})
