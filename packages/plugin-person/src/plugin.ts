import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The person group: one name across U.S. public registries. */
export const personPlugin = definePlugin({
  examples,
  group: 'person',
  search: { vocabulary },
  operations,
})
