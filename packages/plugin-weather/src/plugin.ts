import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The weather group: Open-Meteo worldwide, the US National Weather Service in the US. */
export const weatherPlugin = definePlugin({
  group: 'weather',
  search: { vocabulary, intents },
  operations,
})
