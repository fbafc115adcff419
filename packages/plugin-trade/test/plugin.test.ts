import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tradePlugin } from '../src/index.ts'

testPlugin(tradePlugin, { catalog: serviceCatalog })
