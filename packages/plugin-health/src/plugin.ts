import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The health group: hospitals, Medicare providers, industry payments and public health statistics, one line per operation. */
export const healthPlugin = definePlugin({
  group: 'health',
  search: { vocabulary },
  operations,
})
