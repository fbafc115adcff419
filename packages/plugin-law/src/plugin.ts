import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The law group: U.S. case law, dockets and judges (CourtListener), regulations and statutes, sanctions, trademarks. */
export const lawPlugin = definePlugin({
  group: 'law',
  search: { vocabulary },
  operations,
})
