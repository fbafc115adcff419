/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
geolocate ip, ip location, ip country, ip geolocation = geo ip
how high, above sea level, altitude, elevation = elevation
flood zone, flood risk, floodplain = flood zone
what's around, neighborhood, area around, everything about this place = location dossier
`
