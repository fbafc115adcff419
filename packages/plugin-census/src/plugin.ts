import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The census operations, answered from the Census Bureau's ACS 5-year estimates. */
export const censusPlugin = definePlugin({
  examples,
  group: 'census',
  search: { vocabulary },
  operations,
})
