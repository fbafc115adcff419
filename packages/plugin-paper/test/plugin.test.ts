import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { paperPlugin } from '../src/index.ts'

testPlugin(paperPlugin, { catalog: serviceCatalog })
