import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import amortize from './operations/amortize.ts'

/**
 * The finance operations computed on the host. The group's upstream-backed operations
 * (finance.bin, finance.sec-filings, ...) live beside them when installed.
 */
export const financePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'finance',
  core: '^0.1',
  operations: [
    amortize, // GET /api/finance/amortize  0.0025
  ],
})
