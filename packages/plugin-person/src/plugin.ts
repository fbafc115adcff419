import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The person group: one name across U.S. public registries. */
export const personPlugin = definePlugin({
  group: 'person',
  search: { vocabulary },
  operations,
})
