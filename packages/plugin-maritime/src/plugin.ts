import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The maritime group: NGA's World Port Index and piracy reports (no key), vessels from Datalastic AIS data (the operator's key). */
export const maritimePlugin = definePlugin({
  examples,
  group: 'maritime',
  search: { vocabulary },
  operations,
})
