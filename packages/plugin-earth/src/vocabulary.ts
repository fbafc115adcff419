/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
photo of earth, earth from space, blue marble, picture of the earth = earth now
volcano, volcanoes, wildfire, wildfires, iceberg = earth events
# Everyday phrasing of the need behind each operation (issue 39).
fires burning, forest fire, forest fires, bushfire, bush fire, brush fire, eruption, erupting, lava, disaster happening, natural disaster, disasters now, cyclone, typhoon, dust storm, sandstorm, sea ice = earth events
earth right now, whole planet photo, picture planet, planet from space, globe photo, earth image today, earth today photo, earth wallpaper = earth now
`
