import { testPlugin } from '@svc/core/testing'
import { tlsPlugin } from '../src/index.ts'

testPlugin(tlsPlugin, { examples: { 'tls.example': { text: 'hi' } } })
