import { testPlugin } from '@svc/core/testing'
import { classPlugin } from '../src/index.ts'

testPlugin(classPlugin, { examples: { 'class.industry-resolve': { system: 'naics', code: '541511' } } })
