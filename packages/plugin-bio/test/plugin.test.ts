import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { bioPlugin } from '../src/index.ts'

// No examples: every call reaches NCBI, UniProt or GBIF (tested on fixtures in bio.test.ts).
testPlugin(bioPlugin, { catalog: serviceCatalog })
