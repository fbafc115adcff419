import { testPlugin } from '@svc/core/testing'
import { licensePlugin } from '../src/index.ts'

testPlugin(licensePlugin, { examples: { 'license.example': { text: 'hi' } } })
