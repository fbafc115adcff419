import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The gov operations: U.S. government records. Congress.gov operations need an api.data.gov key. */
export const govPlugin = definePlugin({
  examples,
  group: 'gov',
  search: { vocabulary },
  operations,
})
