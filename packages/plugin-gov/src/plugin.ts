import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The gov operations: U.S. government records. Congress.gov operations need an api.data.gov key. */
export const govPlugin = definePlugin({
  group: 'gov',
  search: { vocabulary, intents },
  operations,
})
