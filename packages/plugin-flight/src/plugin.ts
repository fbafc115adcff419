import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import airportBoard from './operations/airport-board.ts'
import routeSchedule from './operations/route-schedule.ts'
import status from './operations/status.ts'
import { vocabulary } from './vocabulary.ts'

/** The flight group: flight status, airport boards and route schedules from AeroDataBox (the operator's RapidAPI key). */
export const flightPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'flight',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    status, //        GET /api/flight/status          0.045  AeroDataBox /flights/number/{number}[/{date}]
    airportBoard, //  GET /api/flight/airport-board   0.045  AeroDataBox /flights/airports/{codeType}/{code}/{from}/{to} (two 12 h windows)
    routeSchedule, // GET /api/flight/route-schedule  0.045  AeroDataBox departures board of the origin, filtered to the destination
  ],
})
