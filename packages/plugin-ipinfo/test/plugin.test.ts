import { testPlugin } from '@svc/core/testing'
import { ipinfoPlugin } from '../src/index.ts'

testPlugin(ipinfoPlugin, { examples: { 'ipinfo.example': { text: 'hi' } } })
