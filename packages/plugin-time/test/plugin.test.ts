import { testPlugin } from '@svc/core/testing'
import { timePlugin } from '../src/index.ts'

testPlugin(timePlugin, {
  examples: { 'time.parse': { text: 'next friday at 3pm', reference: '2024-03-08T10:00:00Z', tz: 'America/New_York' } },
})
