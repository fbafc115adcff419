import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The clinical operations, answered from ClinicalTrials.gov's API v2. */
export const clinicalPlugin = definePlugin({
  group: 'clinical',
  search: { vocabulary },
  operations,
})
