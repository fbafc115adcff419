import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** Scholarly papers from OpenAlex. */
export const papersPlugin = definePlugin({
  examples,
  group: 'papers',
  search: { vocabulary },
  operations,
})
