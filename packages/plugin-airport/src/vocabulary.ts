/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
nearby, near, closest, nearest = near
airport, iata, icao, airport code = airport lookup
close to, closest to, nearest to, around = near
# Everyday phrasing of the need behind each operation (issue 39).
airport name, three letter code, airport elevation, airport city = airport lookup
closest fly, nearest fly, airport close, airports nearby, nearest airfield, airstrip, helipad = airport near
`
