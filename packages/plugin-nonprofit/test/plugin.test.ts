import { testPlugin } from '@svc/core/testing'
import { nonprofitPlugin } from '../src/index.ts'

testPlugin(nonprofitPlugin, { examples: { 'nonprofit.example': { text: 'hi' } } })
