/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
grow, garden, gardening, planting zone, what can i grow = hardiness zone
clay, sand, sandy, loam, dirt, drainage, bedrock, what kind of soil = soil profile
# Everyday phrasing of the need behind each operation (issue 39).
plant survive, plant survive winter, survive winter, survive frost, survive cold, overwinter, winter hardy, frost hardy, cold hardy, perennial, perennials, last frost, first frost, frost date, growing zone, gardening zone = hardiness zone
septic, septic system, perc test, percolation, soggy yard, soggy, yard floods, clay soil, soil ph, farmland, good farming, ground made, dirt yard, build foundation, dig foundation = soil profile
`
