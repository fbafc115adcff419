/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
climate, weather station, daily records = climate station history
nearby, near, closest, nearest = near
# Everyday phrasing of the need behind each operation (issue 39).
weather records, official records, record rainfall, rainfall total, rainfall totals, snowfall total, rain fell, snow fell, daily highs, daily lows, observed temperature, measured rainfall, rain gauge, weather observations, recorded temperature, station recorded, station data = climate station history
weather station near, closest weather station, nearest weather station, nearest station, station near, local weather station = climate station near
`
