/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
news, headlines, headline, articles = news search
tech news, tech stories, tech forum, hacker news, hn = newsboard
newspapers, newspaper, press, headlines, media coverage, journalists, reporting, saying in the news = news search
news today, in the news, top stories, what happened today = news search
# everyday phrasing (issue 39)
hacker news story, hn post, hn item = newsboard item
hacker news about, hn discussion, developers saying = newsboard search
top tech stories, front page hn = newsboard top
hacker news user, hn user, hn karma = newsboard user
news coverage, media saying, reporters saying = news search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
outlets saying, press saying, reporters, journalists, media coverage = news articles
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
orange site, techies, tech crowd = newsboard top stories
`
