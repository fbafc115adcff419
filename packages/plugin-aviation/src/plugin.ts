import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The aviation operations: airport weather and advisories from NOAA's Aviation Weather Center, accident records from the NTSB. */
export const aviationPlugin = definePlugin({
  group: 'aviation',
  search: { vocabulary },
  operations,
})
