import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import gif from './operations/gif.ts'
import { vocabulary } from './vocabulary.ts'

/** The countdown operations answered on the host. */
export const countdownPlugin = definePlugin({
  examples,
  group: 'countdown',
  search: { vocabulary },
  operations: [
    gif,
  ],
})
