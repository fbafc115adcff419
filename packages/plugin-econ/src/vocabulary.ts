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
# everyday phrasing (issue 39)
gas prices rising, oil prices, barrel of oil, crude oil, coffee prices, wheat prices, copper prices, commodity prices = commodity
speculators positioning, hedge funds long, futures positioning = cot
economic data series, economic time series, economic chart = fred
fred categories, browse economic data, economic data topics = fred categories
unemployment by state, income by county, state economy compare, regional economy, jobless rate state = fred regional
jobs report date, cpi release date, gdp release date, economic calendar, when cpi released = fred releases
first release gdp, unrevised data, vintage data = fred vintage
jobless rate, jobs numbers, economic health, consumer spending = indicator
economy in recession, recession coming, last recession = recession
inverted yield curve = yield curve
# s22/ind (issue 39)
scrap metal, scrap copper, copper worth, ounce of copper = commodity
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
cocoa, cocoa beans, coffee beans, arabica, sugar prices, cotton prices, iron ore, world markets, futures price, spot price = commodity price
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
speculators betting, hedge funds betting, speculator positioning = cot speculators
first reported, originally reported = fred vintage
`
