import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The space group: upstream operations, and sky positions and events computed on the host (astronomy-engine, loaded on first call). */
export const spacePlugin = definePlugin({
  group: 'space',
  search: { vocabulary, intents },
  operations,
})
