import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The flight group: flight status, airport boards and route schedules from AeroDataBox (the operator's RapidAPI key). */
export const flightPlugin = definePlugin({
  group: 'flight',
  search: { vocabulary, intents },
  operations,
})
