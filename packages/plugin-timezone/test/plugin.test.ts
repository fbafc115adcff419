import { testPlugin } from '@svc/core/testing'
import { timezonePlugin } from '../src/index.ts'

testPlugin(timezonePlugin, {
  examples: { 'timezone.lookup': { lat: 52.52, lon: 13.405, at: '2024-07-01T12:00:00Z' } },
})
