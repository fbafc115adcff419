import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The text operations answered on the host. */
export const textPlugin = definePlugin({
  examples,
  group: 'text',
  search: { vocabulary },
  operations,
})
