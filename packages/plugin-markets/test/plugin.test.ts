import { testPlugin } from '@svc/core/testing'
import { marketsPlugin } from '../src/index.ts'

testPlugin(marketsPlugin, {
  examples: { 'markets.holiday': { exchange: 'NYSE', year: 2026 }, 'markets.status': { exchange: 'LSE', at: '2026-12-24T11:00:00Z' } },
})
