import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import summary from './operations/summary.ts'
import { vocabulary } from './vocabulary.ts'

/** The encyclopedia (Wikipedia). */
export const encyclopediaPlugin = definePlugin({
  examples,
  group: 'encyclopedia',
  search: { vocabulary },
  operations: [
    summary,
  ],
})
