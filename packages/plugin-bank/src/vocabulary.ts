/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
bank, banks, fdic, bank branch = bank lookup
# everyday phrasing (issue 39)
bank insured, bank fdic insured, deposits insured, money safe bank, bank failed, failed bank, bank legit, real bank, bank collapse, savings institution = bank lookup
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
bank failed, my money safe, deposit insurance, savings insured = bank fdic insured
`
