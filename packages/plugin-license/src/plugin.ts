import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import broker from './operations/broker.ts'
import medical from './operations/medical.ts'
import realEstate from './operations/real-estate.ts'
import trades from './operations/trades.ts'
import { vocabulary } from './vocabulary.ts'

/** The license group: professional license verification in FINRA BrokerCheck and state open-data license rosters. */
export const licensePlugin = definePlugin({
  examples,
  group: 'license',
  search: { vocabulary },
  operations: [
    broker,
    medical,
    realEstate,
    trades,
  ],
})
