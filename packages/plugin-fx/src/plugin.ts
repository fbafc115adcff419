import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The fx group: ECB euro reference rates, read through @svc/plugin-convert's ECB adapter (one adapter for both groups). */
export const fxPlugin = definePlugin({
  group: 'fx',
  search: { vocabulary, intents },
  operations,
})
