import { calendarDate, defineOperation, invalidField, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { airportCode } from '../adb.ts'
import { boardItem, dayBoard } from '../board.ts'
import { aeroDataBox } from '../upstreams/aerodatabox.ts'

export default defineOperation({
  name: 'route-schedule',
  cacheTtl: '5min',
  sources: sourcesInWords('the origin\'s departures board (as airport-board), filtered to the destination'),
  method: 'GET',
  description: 'Scheduled flights from one airport to another on a local date (AeroDataBox departures board of the origin): flight numbers, airlines, times, status and aircraft.',
  input: v.object({
    from: airportCode('Origin airport IATA or ICAO code, e.g. JFK'),
    to: airportCode('Destination airport IATA or ICAO code, e.g. LAX'),
    date: calendarDate('Local departure date at the origin (YYYY-MM-DD)'),
    codeshares: v.optional(v.pipe(v.boolean(), v.description('Also list codeshare flight numbers (default false)')), false),
  }),
  check(input) {
    if (input.from === input.to) throw invalidField('to', 'must differ from from')
  },
  upstreams: [aeroDataBox],
  keywords: ['flights from jfk to lax', 'which airlines fly between', 'flight schedule between two airports', 'next flight to'],
  example: { params: { from: 'LHR', to: 'JFK', date: '2025-06-01' } },
  async handler({ input, upstream }) {
    const board = await dayBoard(upstream(aeroDataBox), input.from, input.date, 'Departure', input.codeshares)
    const field = input.to.length === 3 ? 'iata' : 'icao'
    const items = board.departures
      .filter((row) => row.movement.airport?.[field]?.toUpperCase() === input.to)
      .map((row) => boardItem(row, 'departure'))
      .sort((a, b) => ((a.scheduled ?? '') < (b.scheduled ?? '') ? -1 : 1))
    return listAnswer(items, sourceOf(aeroDataBox, board.url))
  },
})
