import { testPlugin } from '@svc/core/testing'
import { validatePlugin } from '../src/index.ts'

testPlugin(validatePlugin, { examples: { 'validate.example': { text: 'hi' } } })
