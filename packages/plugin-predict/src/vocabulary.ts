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
# everyday phrasing (issue 39)
trader history, wallet trades polymarket, wallet activity polymarket = predict activity
bitcoin up or down, btc up down = predict crypto updown
betting markets, people betting, people bet = predict events
biggest holders market, largest positions market = predict holders
best bettors, top bettors, top traders polymarket, most profitable bettors = predict leaderboard
likely happen = predict market
polymarket order book, polymarket bids = predict orderbook
kalshi odds, kalshi markets, regulated prediction market = predict marketb markets
same question both venues, arbitrage polymarket kalshi, compare odds venues = predict matched pairs
trader positions, trader holding, bettor holding, positions of wallet = predict positions
live odds, current odds, odds right now, chances right now = predict price
odds changed, odds moved, odds trend = predict price history
sports odds, odds to win, championship odds, super bowl odds, nba odds, game odds = predict sports
recent bets, latest bets = predict trades
trader profile, bettor profile, wallet profit, trader made = predict wallet
betting odds, bet odds = predict markets
whale bets, smart money, big money = predict whales
# s22/ind (issue 39)
bettors, bettors saying, bookmakers, gamblers = predict markets
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
bookies, bettors, point spread, favourite to win, favorite to win = odds sports
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
wager, wagers, gamblers = prediction markets
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
odds moved, odds shifted, odds changed, chance moved, chances moved, odds over time = price history probability
my open bets, bets i hold = positions
biggest holders, largest holders = top holders
`

/**
 * Sports odds on the prediction market: a sports task without a word of odds, bets or markets ("what was the final
 * from the Rangers game yesterday") wants the leagues' own scores and schedules.
 */
export const intents = {
  'predict.sports': 'odds betting bet bets prediction predictions polymarket market markets chances probability wager favorite favourite bookmakers'.split(' '),
}
