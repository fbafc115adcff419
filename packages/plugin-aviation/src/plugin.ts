import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The aviation operations: airport weather and advisories from NOAA's Aviation Weather Center, accident records from the NTSB. */
export const aviationPlugin = definePlugin({
  examples,
  group: 'aviation',
  search: { vocabulary },
  operations,
})
