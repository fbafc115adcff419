import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import holiday from './operations/holiday.ts'
import status from './operations/status.ts'
import { vocabulary } from './vocabulary.ts'

/** The markets group: exchange calendars computed on the host from the exchanges' published holiday rules (no upstream). */
export const marketsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'markets',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    holiday, // GET /api/markets/holiday  0.0025  local rules: NYSE, Nasdaq, LSE, Euronext, Xetra
    status, //  GET /api/markets/status   0.0025  local rules + the exchange's regular session, in its time zone
  ],
})
