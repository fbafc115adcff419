import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import cases from './operations/cases.ts'
import port from './operations/port.ts'
import vessel from './operations/vessel.ts'
import { vocabulary } from './vocabulary.ts'

/** The maritime group: NGA's World Port Index and piracy reports (no key), vessels from Datalastic AIS data (the operator's key). */
export const maritimePlugin = definePlugin({
  examples,
  group: 'maritime',
  search: { vocabulary },
  operations: [
    port,
    cases,
    vessel,
  ],
})
