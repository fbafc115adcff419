/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
worth today, worth now, worth in today's money, today's money, today's dollars, purchasing power, buying power, adjusted for inflation, be worth, worth = inflation calculator
inflation rate, cost of living, cpi, consumer prices, prices rising = inflation rates
expected inflation, inflation outlook, breakeven = inflation expectations
eurozone inflation, euro area inflation, hicp = hicp
back in the day, in today's dollars, in today's money, that sum be now, be worth now, worth today = inflation calculator
# everyday phrasing (issue 39)
grandfather earned, old money today, adjust for inflation, inflation adjusted = inflation calculator
inflation expected, inflation next year, inflation expectations, prices next year = inflation expectations
inflation europe, inflation germany, inflation france, inflation eurozone, euro inflation, european prices = hicp
prices going up, grocery prices rising, rent inflation, food inflation, energy inflation, core inflation = inflation rates
# s22/ind (issue 39)
price increase, prices increase, keep up with prices, keep up with inflation, raise keep up, pricier = inflation rates
`
