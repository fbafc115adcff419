/**
 * How agents phrase tasks for the flight group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
flight, flights, flight number, delayed, delay, gate, landed, departed, on time, track flight = flight status
departures, arrivals, departure board, arrivals board, fids = airport board
flight route, flight routes, flight schedule, route, nonstop, direct flights, fly between = route schedule
# Everyday phrasing of the need behind each operation (issue 39).
plane land, flight land, plane late, flight late, flight cancelled, flight canceled, baggage claim, gate number, pick up airport, picking up airport, still on time = flight status
flights leaving, flights arriving, arriving today, departing today, leaving airport today = airport board
direct flight, nonstop flight, airlines fly, connecting flight = route schedule
# s22/ind (issue 39)
taking off from, take off from, what's leaving, leaving from = airport board
leave on time, leaving on time, leave late, take off on time = flight status
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
gate change, layover, connecting flight, boarding time, pick up at the airport = flight status
`

/**
 * An airport's board: a task naming an airport without a word of its departures or arrivals ("JFK airport") wants the
 * airport itself (airport.lookup), not its board.
 */
export const intents = {
  'flight.airport-board': 'board departures departure arrivals arrival flights flight leaving landing departing arriving delays delayed gate gates terminal'.split(' '),
}
