import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** One paper by DOI, from Crossref. */
export const paperPlugin = definePlugin({
  group: 'paper',
  search: { vocabulary },
  operations,
})
