/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
photo of earth, earth from space, blue marble, picture of the earth = earth now
volcano, volcanoes, wildfire, wildfires, iceberg = earth events
`
