/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
river level, flooding river, river flooding, stream level, creek = gauge
# Everyday phrasing of the need behind each operation (issue 39).
kayak river, river kayak, tubing, canoe, canoeing, rafting, river high, river low, creek rising, river rising, river flow, river fast, water level river, river running, flood stage, dam release, river safe = water gauge
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
creek, brook, rising creek, rising river = river level gauge
`
