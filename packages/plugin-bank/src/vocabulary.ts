/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
bank, banks, fdic, bank branch = bank lookup
# everyday phrasing (issue 39)
bank insured, bank fdic insured, deposits insured, money safe bank, bank failed, failed bank, bank legit, real bank, bank collapse, savings institution = bank lookup
`
