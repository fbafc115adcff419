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
`
