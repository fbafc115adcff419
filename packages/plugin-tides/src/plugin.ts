import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import now from './operations/now.ts'
import { vocabulary } from './vocabulary.ts'

/** The tides group, answered from NOAA CO-OPS. */
export const tidesPlugin = definePlugin({
  examples,
  group: 'tides',
  search: { vocabulary },
  operations: [
    now,
  ],
})
