/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
plane, airplane, aircraft, tail number, jet = aircraft lookup
# Everyday phrasing of the need behind each operation (issue 39).
plane overhead, jet owner, private jet owner, tail number owner, plane registration, helicopter registration, type plane, who owns plane = aircraft lookup
plane history, airframe history, plane crashed before, prebuy, pre buy, aircraft accidents history = aircraft profile
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
private jet, bizjet, jet owner, plane owner = aircraft owner registration
`
