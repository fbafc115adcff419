import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tides group, answered from NOAA CO-OPS. */
export const tidesPlugin = definePlugin({
  examples,
  group: 'tides',
  search: { vocabulary },
  operations,
})
