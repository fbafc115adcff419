import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The encyclopedia (Wikipedia). */
export const encyclopediaPlugin = definePlugin({
  examples,
  group: 'encyclopedia',
  search: { vocabulary },
  operations,
})
