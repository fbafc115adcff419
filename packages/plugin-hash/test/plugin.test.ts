import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { hashPlugin } from '../src/index.ts'

testPlugin(hashPlugin, { catalog: readServiceCatalog(), examples: { 'hash.compute': { text: 'abc' } } })
