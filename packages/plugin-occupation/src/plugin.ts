import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The occupation group: O*NET Web Services (API version 2, key required). */
export const occupationPlugin = definePlugin({
  group: 'occupation',
  search: { vocabulary, intents },
  operations,
})
