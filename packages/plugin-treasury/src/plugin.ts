import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The treasury group: the U.S. Treasury's Fiscal Data API (no key). */
export const treasuryPlugin = definePlugin({
  group: 'treasury',
  search: { vocabulary, intents },
  operations,
})
