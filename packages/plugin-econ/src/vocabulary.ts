/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
jobs report, payrolls, nonfarm payrolls, cpi, gdp growth, retail sales = indicator
recession, downturn, contraction = recession
yield curve, treasury yields, bond yields, 10 year yield, 2 year yield = yield curve
oil, crude, brent, wti, natural gas price, copper price, gold price, silver price = commodity
economy shrinking, shrinking economy, economy contracting, heading into a downturn, slowdown = recession
`
