/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
earnings, eps, quarterly results, earnings report, earnings date = earnings
reporting date, report date = earnings
companies going public, company going public, ipos, initial public offering, new listing = ipo calendar
holiday, holidays, public holiday, bank holiday, national holiday, vacation day = holidays calendar
business day, business days, working day, working days, workday, workdays, weekday, weekdays, settlement date, due date, days between dates = business days calendar
calendar = calendar
banks open, bank holiday, bank holidays, banks closed, day off, days off = holidays
long weekend, long weekends, next holiday, days off work = public holidays calendar
tell wall street, quarter went, report results, reports results, quarterly results = earnings calendar
new listings = ipo calendar
working day, working days, working day promise = business days
# everyday phrasing (issue 39)
business days between, working days between, deadline working days, add working days, settlement day = business days
earnings call, earnings season, report quarterly results, next earnings, reports earnings, earnings this week = calendar earnings
school holiday, offices closed, stores closed holiday, holidays this year = holidays
upcoming ipos, ipo date, company listing, companies going public, company going public = ipo calendar
# s18/ind4 (issue 39)
announce results, announces results, post results, quarterly numbers, post quarterly = earnings calendar
# s22/ind (issue 39)
counting the weekdays, count weekdays, weekdays until, workdays before, workdays until = business days
maternity leave, paternity leave, parental leave = working days
# s25/ind (issue 39)
debut on the nasdaq, debut on the nyse, set to debut, first trading day, offerings scheduled = ipo calendar
excluding holidays, skipping holidays, not counting holidays, minus holidays = business days
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
long weekend, banks closed, post office closed, shops closed = holidays
earnings call, reports results, quarterly report date = earnings date
`
