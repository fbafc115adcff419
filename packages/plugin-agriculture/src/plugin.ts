import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import drought from './operations/drought.ts'
import stats from './operations/stats.ts'
import { vocabulary } from './vocabulary.ts'

/** The agriculture operations: drought from the U.S. Drought Monitor, statistics from USDA NASS. */
export const agriculturePlugin = definePlugin({
  examples,
  group: 'agriculture',
  search: { vocabulary },
  operations: [
    drought,
    stats,
  ],
})
