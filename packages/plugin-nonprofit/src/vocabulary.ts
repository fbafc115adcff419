/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
charity, charities, nonprofit, non-profit, ein, 501c3, foundation = nonprofit
tax exempt, tax-exempt, tax deductible, donation, revoked, revocation = nonprofit screen
charity, charities, legit charity, donate to, donation = nonprofit screen
`
