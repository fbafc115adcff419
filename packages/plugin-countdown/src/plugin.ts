import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The countdown operations answered on the host. */
export const countdownPlugin = definePlugin({
  group: 'countdown',
  search: { vocabulary },
  operations,
})
