import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import airportBoard from './operations/airport-board.ts'
import routeSchedule from './operations/route-schedule.ts'
import status from './operations/status.ts'
import { vocabulary } from './vocabulary.ts'

/** The flight group: flight status, airport boards and route schedules from AeroDataBox (the operator's RapidAPI key). */
export const flightPlugin = definePlugin({
  examples,
  group: 'flight',
  search: { vocabulary },
  operations: [
    status,
    airportBoard,
    routeSchedule,
  ],
})
