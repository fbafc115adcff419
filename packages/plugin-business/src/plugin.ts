import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import leiHierarchy from './operations/lei-hierarchy.ts'
import leiIsins from './operations/lei-isins.ts'
import lei from './operations/lei.ts'

/** The business operations: company registries, LEIs, matching and screening. */
export const businessPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'business',
  core: '^0.1',
  operations: [
    lei, //          GET /api/business/lei            0.003   GLEIF lei-records
    leiHierarchy, // GET /api/business/lei-hierarchy  0.0036  GLEIF relationships
    leiIsins, //     GET /api/business/lei-isins      0.0036  GLEIF ISIN mapping
  ],
})
