import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { beforeAll } from 'vitest'
import { cweCatalog } from '../src/catalogs/cwe.ts'
import { securityPlugin } from '../src/index.ts'

// The shipped CWE data set loads once (a few seconds on a busy machine), before the timed calls.
beforeAll(() => cweCatalog(), 60_000)

// Examples run here only for the operations computed on the host from data shipped with the package;
// the others call an upstream and are tested on fixtures in their own files.
testPlugin(securityPlugin, {
  catalog: serviceCatalog,
  examples: {
    'security.cwe': { id: 'CWE-79' },
  },
})
