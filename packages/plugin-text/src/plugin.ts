import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The text operations answered on the host. */
export const textPlugin = definePlugin({
  group: 'text',
  search: { vocabulary },
  operations,
})
