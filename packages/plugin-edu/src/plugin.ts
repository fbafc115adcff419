import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The edu group: colleges (College Scorecard, api.data.gov key) and public K-12 schools (NCES CCD via the Urban Institute). */
export const eduPlugin = definePlugin({
  group: 'edu',
  search: { vocabulary },
  operations,
})
