/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
national debt, government debt, federal debt, owe, owes, us debt, debt ceiling = debt treasury
government cash, treasury cash, cash balance, tga = cash treasury
deficit, surplus, federal budget, receipts, outlays, spending = monthly statement
uncle sam, government owe, country owe = debt
# everyday phrasing (issue 39)
government bank account, treasury general account = treasury cash
official exchange rate, government exchange rate, irs exchange rate, tax foreign currency, foreign income conversion = treasury exchange rates
budget deficit, government spending, federal deficit, government revenue, tax receipts, government spends = monthly statement
government checking account, treasury checking account, cash on hand government = treasury cash
# s18/ind4 (issue 39)
nation's borrowing, nations borrowing, country's borrowing, federal borrowing, government borrowing = debt treasury
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
government owes, national debt clock, what the country owes = debt
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
overspending, spending more than it takes in = deficit
`

/**
 * The Treasury's reporting rates are the official quarterly rates agencies and tax returns use: a task asking
 * for an exchange rate without saying so wants today's market rate (fx.rates), not them.
 */
export const intents = {
  'treasury.exchange-rates': 'treasury government official irs tax taxes agency agencies quarter quarterly reporting federal report reports'.split(' '),
}
