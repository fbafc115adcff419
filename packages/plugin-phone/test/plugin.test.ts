import { testPlugin } from '@svc/core/testing'
import { phonePlugin } from '../src/index.ts'

testPlugin(phonePlugin, {
  examples: { 'phone.normalize': { number: '+1 650 253 0000' } },
})
