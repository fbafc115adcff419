import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { convertPlugin } from '../src/index.ts'

// Only convert.unit has an example: a currency example would reach the real ECB.
testPlugin(convertPlugin, { catalog: serviceCatalog, examples: { 'convert.unit': { value: 1, from: 'mi', to: 'km' } } })
