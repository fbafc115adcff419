import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The treasury group: the U.S. Treasury's Fiscal Data API (no key). */
export const treasuryPlugin = definePlugin({
  examples,
  group: 'treasury',
  search: { vocabulary },
  operations,
})
