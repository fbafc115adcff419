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
`
