import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tcg group: trading-card catalogs with marketplace prices. */
export const tcgPlugin = definePlugin({
  examples,
  group: 'tcg',
  search: { vocabulary },
  operations,
})
