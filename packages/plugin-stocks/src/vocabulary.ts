/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
share price, stock price, how is trading, trading at, ticker price, stock quote = quote
intraday, intraday move, moving today = quote
analyst ratings, buy or sell, upgrade, downgrade, price target, should i buy = recommendations
similar companies, competitors, rivals, peer group = peers
beat expectations, beat estimates, missed estimates, eps surprise = earnings surprises
beat consensus, top consensus, topped consensus, missed consensus, miss consensus, above consensus, below consensus = earnings surprises
pe ratio, p e, valuation, market cap, dividend yield, 52 week = metrics
news about, headlines about, press about = company news
h1b, h-1b, work visas, visa sponsorship, sponsored visas = h1b visas
government contracts, federal contracts, paid by the government = gov spending
compete, compete with, competes with, competing with, competition = peers
overvalued, undervalued, price to earnings, price earnings ratio, how pricey = metrics
executives selling, insiders selling, insider selling, insider buying, ceo selling, management selling, executives buying = insider sentiment
foreign workers, sponsor visas, sponsors visas, sponsorship, sponsor foreign workers = h1b visas
boss, bosses, top brass, higher ups, c-suite, management = executives
# everyday phrasing (issue 39)
company in the news, news on stock, stock headlines = company news
beat earnings, missed earnings, earnings beat, earnings miss, eps estimate, beat wall street, quarter beat = earnings surprises
reported balance sheet, income statement, cash flow statement, company debt reported = financials reported
government contracts company, federal contracts company, pentagon contracts, defense contracts = gov spending
h1b salaries, h-1b salaries, sponsor h1b, visa sponsorship company, foreign hires = h1b visas
insiders buying, insider trend, insider confidence = insider sentiment
lobbying spending, lobbying money, lobbyists, spend lobbying, lobbying congress = lobbying
stock fundamentals, 52 week high, stock overvalued = metrics
company patents, patents company filed, patent filings company = patents
similar stocks, same industry companies, rival companies = peers
stock worth, shares worth, stock trading at, stock up today, stock down today, price of shares = quote
analyst consensus, buy rating, sell rating, wall street rating, analyst rating = recommendations
stock screener, filter stocks, dividend stocks, large cap stocks, small cap stocks, penny stocks, tech stocks list = screener
ticker symbol, stock symbol, ticker of company, company ticker, symbol for company = symbols
# s18/ind4 (issue 39)
profit per share, street expected, street guessed, what analysts expected, than expected = earnings surprises
# s22/ind (issue 39)
companies similar, companies are similar, compare against competitors = peers
# s25/ind (issue 39)
large caps, small caps, mid caps, dividend payers, low beta = screener
inventions granted, new inventions, filing new inventions = patents
hold or sell, wall street thinks, buy or sell rating = recommendations
# s25/nfid (issue 39)
52w, 52w range, 52 week range, 52w high, 52w low = metrics
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
wall street analysts, price target, upgrade, downgrade, downgraded, upgraded = analyst recommendations
rivals, rival companies, competes with = peers
overvalued, undervalued, valuation = metrics
foreign workers, visa sponsors, sponsors visas, work visas = h1b visas
lobbyists, influence in washington = lobbying
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
ticker symbol, stock symbol, trading symbol = stock symbols
penny stocks, cheap stocks, high dividend, dividend stocks = screener
beat expectations, missed expectations, beat estimates, missed estimates = earnings surprises estimate
`

/**
 * News about a listed company: a task for news on a subject ("noticias sobre inteligencia artificial", "news on the
 * economy") without a word of companies, shares or a ticker wants the news search (news.search), not a company's feed.
 */
export const intents = {
  // Analysts' recommendations: "buy" and "sell" in a task without a word of analysts or ratings are the caller's own acts.
  'stocks.recommendations': 'analyst analysts recommendation recommendations rating ratings upgrade upgrades downgrade downgrades consensus target street hold overweight underweight outperform experts advise advice should'.split(' '),
  // A listed company's patents: a patent task without a word of companies or shares is the patent search's.
  'stocks.patents': 'company companies stock stocks ticker listed firm corp inc shares share'.split(' '),
  'stocks.company-news': 'company companies stock stocks shares share ticker corp inc listed firm firms earnings investor investors ceo quote'.split(' '),
}
