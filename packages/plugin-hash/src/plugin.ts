import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The hash group. */
export const hashPlugin = definePlugin({
  group: 'hash',
  search: { vocabulary },
  operations,
})
