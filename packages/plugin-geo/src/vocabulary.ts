/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
geolocate ip, ip location, ip country, ip geolocation = geo ip
how high, above sea level, altitude, elevation = elevation
flood zone, flood risk, floodplain = flood zone
what's around, neighborhood, area around, everything about this place = location dossier
# Everyday phrasing of the need behind each operation (issue 39).
altitude sickness, mountain height, tall mountain, summit height, elevation gain, meters above sea, feet above sea, high up, how high city, boiling point altitude = elevation
flood insurance, house flood, home flood, flood plain, 100 year flood, flood prone, flood map, buying flood = flood zone
open now near = nearby
check address, address report = location dossier
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
altitude sickness, above sea level = elevation
floodplain, flood insurance required = flood zone
`
