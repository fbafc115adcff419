import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The chinese group, computed on the host from embedded dictionaries. */
export const chinesePlugin = definePlugin({
  group: 'chinese',
  search: { vocabulary },
  operations,
})
