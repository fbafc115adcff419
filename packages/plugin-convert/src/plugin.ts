import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The convert group. */
export const convertPlugin = definePlugin({
  group: 'convert',
  search: { vocabulary },
  operations,
})
