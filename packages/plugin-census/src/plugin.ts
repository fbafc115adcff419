import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The census operations, answered from the Census Bureau's ACS 5-year estimates. */
export const censusPlugin = definePlugin({
  group: 'census',
  search: { vocabulary },
  operations,
})
