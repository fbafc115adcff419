import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The vehicle group: one line per operation. */
export const vehiclePlugin = definePlugin({
  group: 'vehicle',
  search: { vocabulary, intents },
  operations,
})
