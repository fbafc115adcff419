import { testPlugin } from '@svc/core/testing'
import { hashPlugin } from '../src/index.ts'

testPlugin(hashPlugin, { examples: { 'hash.compute': { text: 'abc' } } })
