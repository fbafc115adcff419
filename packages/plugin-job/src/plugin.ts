import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import federalCodes from './operations/federal-codes.ts'
import federalSearch from './operations/federal-search.ts'
import { vocabulary } from './vocabulary.ts'

/** The job group: USAJOBS read through the upstream @svc/providers/usajobs defines (one key, User-Agent setting and cache with gov.usajobs). */
export const jobPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'job',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    federalSearch, // GET /api/job/federal-search  0.003  USAJOBS /api/search
    federalCodes, //  GET /api/job/federal-codes   0.003  USAJOBS /api/codelist/<list>
  ],
})
