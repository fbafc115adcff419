import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { predictPlugin } from '../src/index.ts'

testPlugin(predictPlugin, { catalog: serviceCatalog })
