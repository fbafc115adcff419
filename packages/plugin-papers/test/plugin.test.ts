import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { papersPlugin } from '../src/index.ts'

testPlugin(papersPlugin, { catalog: serviceCatalog })
