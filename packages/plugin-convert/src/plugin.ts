import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The convert group. */
export const convertPlugin = definePlugin({
  examples,
  group: 'convert',
  search: { vocabulary },
  operations,
})
