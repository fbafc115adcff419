import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { researchPlugin } from '../src/index.ts'

testPlugin(researchPlugin, { catalog: serviceCatalog })
