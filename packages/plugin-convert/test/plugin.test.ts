import { testPlugin } from '@svc/core/testing'
import { convertPlugin } from '../src/index.ts'

testPlugin(convertPlugin, { examples: { 'convert.example': { text: 'hi' } } })
