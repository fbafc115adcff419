import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The maritime group: NGA's World Port Index and piracy reports (no key), vessels from Datalastic AIS data (the operator's key). */
export const maritimePlugin = definePlugin({
  group: 'maritime',
  search: { vocabulary },
  operations,
})
