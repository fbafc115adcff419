import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import holiday from './operations/holiday.ts'
import status from './operations/status.ts'
import { vocabulary } from './vocabulary.ts'

/** The markets group: exchange calendars computed on the host from the exchanges' published holiday rules (no upstream). */
export const marketsPlugin = definePlugin({
  examples,
  group: 'markets',
  search: { vocabulary },
  operations: [
    holiday,
    status,
  ],
})
