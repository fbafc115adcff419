import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { musicPlugin } from '../src/index.ts'

testPlugin(musicPlugin, { catalog: serviceCatalog })
