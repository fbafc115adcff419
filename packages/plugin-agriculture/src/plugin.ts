import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The agriculture operations: drought from the U.S. Drought Monitor, statistics from USDA NASS. */
export const agriculturePlugin = definePlugin({
  group: 'agriculture',
  search: { vocabulary },
  operations,
})
