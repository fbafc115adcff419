import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The telecom group: FCC ECFS filings (api.data.gov key) and the FCC Area API (no key). */
export const telecomPlugin = definePlugin({
  group: 'telecom',
  search: { vocabulary },
  operations,
})
