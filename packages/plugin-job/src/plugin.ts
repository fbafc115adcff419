import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import federalCodes from './operations/federal-codes.ts'
import federalSearch from './operations/federal-search.ts'
import { vocabulary } from './vocabulary.ts'

/** The job group: USAJOBS read through the upstream @svc/providers/usajobs defines (one key, User-Agent setting and cache with gov.usajobs). */
export const jobPlugin = definePlugin({
  examples,
  group: 'job',
  search: { vocabulary },
  operations: [
    federalSearch,
    federalCodes,
  ],
})
