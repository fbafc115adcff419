import { testPlugin } from '@svc/core/testing'
import { countdownPlugin } from '../src/index.ts'

testPlugin(countdownPlugin, {
  examples: { 'countdown.gif': { endDate: '2030-01-01T00:00:00Z', seconds: 2 } },
})
