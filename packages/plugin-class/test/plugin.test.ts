import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { classPlugin } from '../src/index.ts'

testPlugin(classPlugin, { catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url), examples: { 'class.industry-resolve': { system: 'naics', code: '541511' } } })
