import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { knowledgebasePlugin } from '../src/index.ts'

testPlugin(knowledgebasePlugin, { catalog: serviceCatalog })
