import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import series from './operations/series.ts'
import { vocabulary } from './vocabulary.ts'

/** The bls operations, answered from the BLS Public Data API. */
export const blsPlugin = definePlugin({
  examples,
  group: 'bls',
  search: { vocabulary },
  operations: [
    series,
  ],
})
