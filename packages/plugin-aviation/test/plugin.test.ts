import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { aviationPlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (adapters are tested on fixtures, one file per operation).
testPlugin(aviationPlugin, { catalog: readServiceCatalog() })
