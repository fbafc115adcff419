import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The license group: professional license verification in FINRA BrokerCheck and state open-data license rosters. */
export const licensePlugin = definePlugin({
  examples,
  group: 'license',
  search: { vocabulary },
  operations,
})
