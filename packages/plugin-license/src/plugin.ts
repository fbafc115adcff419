import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The license group: professional license verification in FINRA BrokerCheck and state open-data license rosters. */
export const licensePlugin = definePlugin({
  group: 'license',
  search: { vocabulary },
  operations,
})
