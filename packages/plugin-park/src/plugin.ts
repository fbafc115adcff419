import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The park group, answered from the US National Park Service API (key). */
export const parkPlugin = definePlugin({
  group: 'park',
  search: { vocabulary },
  operations,
})
