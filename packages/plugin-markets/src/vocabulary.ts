/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
market open, market hours, stock market open, trading hours, exchange open, market closed = markets status
market holiday, exchange holiday, stock market holiday, trading holiday = markets holiday
# everyday phrasing (issue 39)
market open today, trade stocks now, nyse open, nasdaq open, market close time, closing bell, opening bell, after hours trading = markets status
stock market closed, market closed holiday, trading day, early close, half day trading, nyse closed, markets closed thanksgiving = markets holiday
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
wall street open, stock market open, market open right now, exchange open = stock exchange open status
`

/**
 * Exchange holidays: a task about a holiday without a word of markets or trading ("is Monday a day off in Canada",
 * "do the banks close in Germany on October 3") wants the public holidays (calendar.holidays), not an exchange's.
 */
export const intents = {
  'markets.holiday': 'market markets stock stocks exchange exchanges nyse nasdaq trading trade lse euronext xetra shares wall'.split(' '),
}
