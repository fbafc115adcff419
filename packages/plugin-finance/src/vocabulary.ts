/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
cik, ticker to company, company identifiers = id resolve
balance sheet, income statement, cash flow, financial statements, revenue, profit = company facts
sec, edgar, filing, filings, 10-k, 10k, 10-q, 8-k, annual report, quarterly report = sec filings
insider, insider trading, insider buying, insider selling, form 4 = insider trades
13f, hedge fund, fund holdings, institutional holdings, institutional investor = thirteen
figi = figi
cusip, sedol, security identifier = security resolve
credit card, card number, iin, card issuer = bin
mortgage, mortgage rate, home loan rate = mortgage pulse
loan, loan payment, monthly payment, amortization, repayment schedule = amortize
interest rate, interest rates, policy rate, fed funds, central bank, ecb, federal reserve = central bank rates
ifsc, india bank, indian bank = ifsc india
electrician, plumber, contractor = trades
loan payment, monthly payment, car loan, student loan, payoff, paid off, amortization = amortize
mortgage rates, mortgage rate, home loan rates, 30 year fixed, 15 year fixed = mortgage pulse
fed rate, fed funds, interest rate set, policy rate, rate decision, ecb rate, bank of england rate = central bank rates
revenue, net income, profit, earnings per share, balance sheet, cash flow = company facts
selling shares, insiders, executives selling, ceo sold, insider buying, insider selling = insider trades
holdings, portfolio, what does hold, 13f, fund holdings = thirteen f
card number, credit card number, bin = bin
interest on a mortgage, mortgage payment, loan interest, total interest = amortize
# everyday phrasing (issue 39)
car payment, house payment, monthly payments, pay off loan, pay off mortgage early, extra principal, loan calculator, student loan payoff = amortize loan payment
routing number, wire transfer details, swift code, bic code, iban belongs, which bank iban = bank id resolve
card issued by, which bank card, card number belongs, debit or credit, prepaid card, card scheme = bin
current interest rate, ecb deposit rate, bank of japan rate, boe rate = central bank rates
cik number, company cik, edgar company id, sec id = cik ticker
company revenue, company profit, net income company, how much company make, sales last year, total assets = company facts
company headquarters, company incorporated, company based, fiscal year end, sic industry = company profile
isin code, cusip code, figi code, bloomberg id = figi
find instrument, search securities, bond identifier, find security name = figi search
planning to sell stock, insider plans sell, restricted stock sale, proposed sale = form 144
ifsc code, indian bank branch, neft, rtgs, micr = ifsc india
ceo bought shares, director bought shares, ceo sold shares, insider purchases = insider trades
mortgage rates now, refinance rates, refinancing rates, buy house rates, 30 year mortgage, 15 year mortgage = mortgage pulse
company filed, latest filing, sec paperwork = sec filings
look up isin, identify security, security master, cusip ticker = security resolve
berkshire portfolio, buffett buying, hedge fund holdings, fund owns, fund bought, institutional owners, what does fund own = thirteen f
revenue across companies, compare companies revenue, largest companies assets, rank companies revenue = xbrl frames
# s18/ind4 (issue 39)
borrowing for a house, goes to interest, interest in total, paid down, month by month payments, loan paid off = amortize loan
unloaded shares, unloaded stock, dumped shares, dumping shares, sold his shares, sold her shares = insider trades
# s22/ind (issue 39)
payment schedule, amortization schedule, loan schedule, quoted payment = amortize loan
unloading shares, unloading his, unloading her, offloading shares = insider trades
positions did they report, fund manager positions, pension fund holdings = thirteen f
# s25/ind (issue 39)
every company's revenue, all sec filers, across all filers, every public company = xbrl frames
industry does the sec list, where is it incorporated, state of incorporation = company profile
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
car loan, auto loan, pay off early, paying off my loan = loan payment amortize
homebuyers, first-time buyer, first-time buyers, refinance, refinancing = mortgage rates
rate hike, rate hikes = central bank rates
ceo sold, executives sold, execs buying, execs selling = insider trades
`
