import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { encyclopediaPlugin } from '../src/index.ts'

testPlugin(encyclopediaPlugin, { catalog: serviceCatalog })
