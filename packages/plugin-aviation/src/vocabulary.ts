/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
metar, airport weather, pilot weather, flight weather, pilot, pilots, aviation weather = aviation metar
taf, terminal forecast, aerodrome forecast = aviation taf
sigmet, airmet, turbulence, icing, volcanic ash = aviation sigmet
plane crash, air crash, aviation accident, ntsb = aviation accidents
thunderstorm, thunderstorms, turbulence, icing, convective, airmet, flight hazards, hazards for flights, storms for flights = sigmet
# Everyday phrasing of the need behind each operation (issue 39).
safe fly today, good day fly, fly vfr, vfr today, ceiling visibility, cloud ceiling, crosswind, altimeter setting, density altitude, weather airport now = aviation metar
forecast airport, weather airport tomorrow, arrival weather, forecast landing = aviation taf
bumpy flight, rough flight, turbulent, turbulence flight, storms along route, icing conditions, ash cloud, volcanic ash, mountain wave = aviation sigmet
helicopter crash, plane went down, crash report plane, midair, mid air collision, emergency landing, plane crashed, small plane crash = aviation accidents
# s22/ind (issue 39)
flying weather, good flying weather, weather for my plane, small plane weather = aviation metar
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
plane went down, small plane crashed, crash landing, emergency landing, midair collision = aviation accidents
student pilot, flight lesson, preflight briefing, crosswind, cloud ceiling = airport weather metar
`
