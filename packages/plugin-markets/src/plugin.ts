import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The markets group: exchange calendars computed on the host from the exchanges' published holiday rules (no upstream). */
export const marketsPlugin = definePlugin({
  group: 'markets',
  search: { vocabulary, intents },
  operations,
})
