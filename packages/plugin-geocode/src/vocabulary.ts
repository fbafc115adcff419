/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
coordinates, coordinate, latitude, longitude, lat long, geocode, geocoding = geocode address
reverse geocode, address of coordinates, address from coordinates, street address = geocode reverse
coordinates, what is here, what's at = reverse
address at these coordinates = reverse coordinates address
# Everyday phrasing of the need behind each operation (issue 39).
map pin, pin location, gps coordinates, find map, put map, lat lng, latlong, position address = geocode address
dropped pin, gps address, coordinates mean = geocode reverse
`
