import { testPlugin } from '@svc/core/testing'
import { personPlugin } from '../src/index.ts'

testPlugin(personPlugin, { examples: { 'person.example': { text: 'hi' } } })
