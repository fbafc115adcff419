/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
parse date, natural language date, date parsing, next friday, relative date, iso date, date string = time parse
resolve the date, resolve a date = parse
actual date, an actual date = parse dates
# everyday phrasing (issue 39)
next tuesday, date from text, day after tomorrow, end of month date = time parse
# s22/ind (issue 39)
what date is that, which date is that, what date would that be = time parse
`
