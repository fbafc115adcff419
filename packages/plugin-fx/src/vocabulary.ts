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

/**
 * Daily rates between two dates: a task about a series over time without a word of currencies or exchange rates
 * ("time series of US unemployment since 2000") wants that series' own operation.
 */
export const intents = {
  'fx.timeseries': 'exchange currency currencies fx forex euro euros dollar dollars rate rates yen pound pounds ecb franc francs'.split(' '),
}
