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
# The kinds of charity people name instead of the word (s16/sense3): a food bank is a charity, not food or a bank.
food bank, food banks, foodbank, food pantry, food pantries, soup kitchen, soup kitchens, homeless shelter, homeless shelters, charity shop, charity shops, thrift store, animal rescue, animal shelter, volunteer, volunteers, volunteering = nonprofit search
charity finances, charity revenue, charity spend, charity spending, nonprofit salaries, charity ceo salary, charity income, charities near, charities area = nonprofit search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
donate, donation, donations, fundraiser = nonprofit
`
