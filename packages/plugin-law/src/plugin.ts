import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The law group: U.S. case law, dockets and judges (CourtListener), regulations and statutes, sanctions, trademarks. */
export const lawPlugin = definePlugin({
  examples,
  group: 'law',
  search: { vocabulary },
  operations,
})
