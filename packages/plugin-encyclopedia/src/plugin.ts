import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The encyclopedia (Wikipedia). */
export const encyclopediaPlugin = definePlugin({
  group: 'encyclopedia',
  search: { vocabulary },
  operations,
})
