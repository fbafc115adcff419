import { testPlugin } from '@svc/core/testing'
import { htmlPlugin } from '../src/index.ts'

testPlugin(htmlPlugin, {
  examples: { 'html.to-markdown': { html: '<h1>Hello</h1><p>A <a href="https://example.com/">link</a>.</p>' } },
})
