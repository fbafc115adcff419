import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The job group: USAJOBS read through the upstream @svc/providers/usajobs defines (one key, User-Agent setting and cache with gov.usajobs). */
export const jobPlugin = definePlugin({
  group: 'job',
  search: { vocabulary, intents },
  operations,
})
