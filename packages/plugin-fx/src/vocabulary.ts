/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
currency, currencies, exchange rate, exchange rates, fx, forex, dollar, dollars, euro, euros, yen, sterling, usd, eur, gbp, jpy, chf, cad, aud, cny, inr, money = fx rates
move against, moved against, over the last year, over time, history, historical, trend, chart = timeseries
rate history, exchange rate history, rates last year, rate last year = timeseries
# everyday phrasing (issue 39)
convert currency, currency converter, exchange money, euros dollars, dollars euros, pounds dollars, currency conversion = fx rates
rate a year ago, currency chart, dollar strengthened, euro weakened, rate over time, historical exchange rate = fx timeseries
many yen, many euros, many pesos, many rupees, many pounds, euros get, dollars get = fx rates
`
