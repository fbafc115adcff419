/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
share price, stock price, how is trading, trading at, ticker price, stock quote = quote
analyst ratings, buy or sell, upgrade, downgrade, price target, should i buy = recommendations
similar companies, competitors, rivals, peer group = peers
beat expectations, beat estimates, missed estimates, eps surprise = earnings surprises
pe ratio, p e, valuation, market cap, dividend yield, 52 week = metrics
news about, headlines about, press about = company news
h1b, h-1b, work visas, visa sponsorship, sponsored visas = h1b visas
government contracts, federal contracts, paid by the government = gov spending
compete, compete with, competes with, competing with, competition = peers
overvalued, undervalued, price to earnings, price earnings ratio, how pricey = metrics
executives selling, insiders selling, insider selling, insider buying, ceo selling, management selling, executives buying = insider sentiment
foreign workers, sponsor visas, sponsors visas, sponsorship, sponsor foreign workers = h1b visas
boss, bosses, top brass, higher ups, c-suite, management = executives
`
