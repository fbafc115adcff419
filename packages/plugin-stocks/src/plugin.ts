import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The stocks group: Finnhub (the upstream @svc/plugin-calendar defines, shared) and the FMP screener; every operation needs its provider's key. */
export const stocksPlugin = definePlugin({
  group: 'stocks',
  search: { vocabulary, intents },
  operations,
})
