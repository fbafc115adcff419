import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The finance operations: loan math on the host, company data from SEC EDGAR, instrument and bank references. */
export const financePlugin = definePlugin({
  group: 'finance',
  search: { vocabulary },
  operations,
})
