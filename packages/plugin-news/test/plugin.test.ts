import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { newsPlugin } from '../src/index.ts'

testPlugin(newsPlugin, { catalog: serviceCatalog })
