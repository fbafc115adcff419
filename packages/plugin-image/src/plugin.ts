import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The image operations answered on the host. */
export const imagePlugin = definePlugin({
  group: 'image',
  search: { vocabulary },
  operations,
})
