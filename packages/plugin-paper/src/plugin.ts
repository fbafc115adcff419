import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** One paper by DOI, from Crossref. */
export const paperPlugin = definePlugin({
  examples,
  group: 'paper',
  search: { vocabulary },
  operations,
})
