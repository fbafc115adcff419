/**
 * How agents phrase tasks for the flight group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
flight, flights, flight number, delayed, delay, gate, landed, departed, on time, track flight = flight status
departures, arrivals, departure board, arrivals board, fids = airport board
flight route, flight routes, flight schedule, route, nonstop, direct flights, fly between = route schedule
`
