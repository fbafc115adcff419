import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The recreation group, answered from Recreation.gov's RIDB (key). */
export const recreationPlugin = definePlugin({
  group: 'recreation',
  search: { vocabulary },
  operations,
})
