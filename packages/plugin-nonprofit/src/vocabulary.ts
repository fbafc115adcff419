/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
charity, charities, nonprofit, non-profit, ein, 501c3, foundation = nonprofit
tax exempt, tax-exempt, tax deductible, donation, revoked, revocation = nonprofit screen
charity, charities, legit charity, donate to, donation = nonprofit screen
# Everyday phrasing of the need behind each operation (issue 39)
real charity, charity real, charity scam, fake charity, scam charity, before donate, donate safely, worth donating, donation deductible, deduct donation, write off donation, charity legit, charity trustworthy, gofundme charity = nonprofit screen
charity finances, charity revenue, charity spend, charity spending, nonprofit salaries, charity ceo salary, charity income, charities near, charities area = nonprofit search
`
