import { testPlugin } from '@svc/core/testing'
import { emailPlugin } from '../src/index.ts'

testPlugin(emailPlugin, { examples: { 'email.example': { text: 'hi' } } })
