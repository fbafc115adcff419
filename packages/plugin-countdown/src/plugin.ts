import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The countdown operations answered on the host. */
export const countdownPlugin = definePlugin({
  examples,
  group: 'countdown',
  search: { vocabulary },
  operations,
})
