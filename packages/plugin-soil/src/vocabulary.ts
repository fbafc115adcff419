/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
grow, garden, gardening, planting zone, what can i grow = hardiness zone
clay, sand, sandy, loam, dirt, drainage, bedrock, what kind of soil = soil profile
`
