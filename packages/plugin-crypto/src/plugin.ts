import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/**
 * The crypto group: chains, markets, DeFi, security and compute, one line per operation. Handlers
 * that need viem, @noble or @scure are in src/handlers/ and load on their first call (fast start-up).
 */
export const cryptoPlugin = definePlugin({
  group: 'crypto',
  search: { vocabulary },
  operations,
})
