import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** Scholarly papers from OpenAlex. */
export const papersPlugin = definePlugin({
  group: 'papers',
  search: { vocabulary },
  operations,
})
