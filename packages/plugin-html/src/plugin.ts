import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The html operations answered on the host. */
export const htmlPlugin = definePlugin({
  group: 'html',
  search: { vocabulary },
  operations,
})
