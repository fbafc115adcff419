import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The finance operations: loan math on the host, company data from SEC EDGAR, instrument and bank references. */
export const financePlugin = definePlugin({
  examples,
  group: 'finance',
  search: { vocabulary },
  operations,
})
