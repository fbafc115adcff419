import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import broker from './operations/broker.ts'
import medical from './operations/medical.ts'
import realEstate from './operations/real-estate.ts'
import trades from './operations/trades.ts'
import { vocabulary } from './vocabulary.ts'

/** The license group: professional license verification in FINRA BrokerCheck and state open-data license rosters. */
export const licensePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'license',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    broker, //      GET /api/license/broker       0.003   FINRA BrokerCheck /search/individual, /search/firm
    medical, //     GET /api/license/medical      0.003   WA DOH (data.wa.gov qxh8-f4bd), IL IDFPR (data.illinois.gov pzzh-kp68)
    realEstate, //  GET /api/license/real-estate  0.0072  NY DOS (data.ny.gov yg7h-zjbf), IL IDFPR (pzzh-kp68), CT DCP (data.ct.gov ngch-56tr)
    trades, //      GET /api/license/trades       0.0072  TX TDLR (data.texas.gov 7358-krk7), WA L&I (m8qx-ubtq), CT DCP (ngch-56tr), IL IDFPR (pzzh-kp68)
  ],
})
