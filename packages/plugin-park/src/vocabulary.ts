/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
national park, national parks, monument, opening hours, park info = park lookup
# Everyday phrasing of the need behind each operation (issue 39).
park fees, entrance fee, park pass, park entry, visit yellowstone, yellowstone, yosemite, grand canyon, zion, acadia, everglades, joshua tree, smoky mountains, park hours, park open, park closed, historic site, battlefield, national monument, national seashore = national park lookup
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
visitor center, entry fee, park hours, park pass = national park
`
