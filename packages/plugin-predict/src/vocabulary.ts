/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
prediction market, prediction markets, betting, odds, bet, bets, wager = predict markets
election odds, who will win, will win = predict markets
polymarket, kalshi, event contracts = predict markets
odds history, odds chart, odds over time = predict price-history
big bets, large bets, whale, whales = predict whales
chances, probability, likely to win, forecast market = predict markets
`
