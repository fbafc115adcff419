import { calendarDate, defineOperation, listAnswer, rowLimit, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { airportCode } from '../adb.ts'
import { boardItem, dayBoard } from '../board.ts'
import { aeroDataBox } from '../upstreams/aerodatabox.ts'

const DIRECTIONS = { departures: 'Departure', arrivals: 'Arrival', both: 'Both' } as const

export default defineOperation({
  name: 'airport-board',
  cacheTtl: '5min',
  sources: [{ path: '/flights/airports/{codeType}/{code}/{from}/{to}' }],
  method: 'GET',
  description: 'An airport\'s departures and arrivals board for a local day (AeroDataBox): flights with scheduled and revised times, delay, status, terminal, gate, airline, aircraft and the other airport.',
  input: v.object({
    airport: airportCode('Airport IATA or ICAO code, e.g. LHR or EGLL'),
    direction: v.optional(v.pipe(v.picklist(['departures', 'arrivals', 'both']), v.description('departures, arrivals or both (default)')), 'both'),
    date: calendarDate('Local date at the airport (YYYY-MM-DD)'),
    codeshares: v.optional(v.pipe(v.boolean(), v.description('Also list codeshare flight numbers of the same flights (default false)')), false),
    limit: rowLimit(1000, 200),
  }),
  upstreams: [aeroDataBox],
  keywords: ['departures board', 'arrivals at an airport', 'flights leaving heathrow today', 'airport flight schedule'],
  example: { params: { airport: 'LHR', direction: 'departures', date: '2025-06-01', limit: 3 } },
  async handler({ input, upstream }) {
    const board = await dayBoard(upstream(aeroDataBox), input.airport, input.date, DIRECTIONS[input.direction], input.codeshares)
    const rows = [...board.departures.map((row) => boardItem(row, 'departure')), ...board.arrivals.map((row) => boardItem(row, 'arrival'))]
      .sort((a, b) => ((a.scheduled ?? '') < (b.scheduled ?? '') ? -1 : (a.scheduled ?? '') > (b.scheduled ?? '') ? 1 : 0))
    return listAnswer(rows.slice(0, input.limit), sourceOf(aeroDataBox, board.url), { total: rows.length })
  },
})
