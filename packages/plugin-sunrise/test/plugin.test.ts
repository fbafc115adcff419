import { testPlugin } from '@svc/core/testing'
import { sunrisePlugin } from '../src/index.ts'

testPlugin(sunrisePlugin, {
  examples: { 'sunrise.compute': { lat: 69.6492, lon: 18.9553, date: '2024-12-21', tz: 'Europe/Oslo' } },
})
