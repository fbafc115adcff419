import { testPlugin } from '@svc/core/testing'
import { tldPlugin } from '../src/index.ts'

testPlugin(tldPlugin, {
  examples: { 'tld.info': { domain: 'www.example.co.uk' } },
})
