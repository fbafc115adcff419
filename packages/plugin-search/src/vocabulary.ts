/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
extract, scrape, scraping, structured data, to json from page = extract
web search, search web, search engine, search internet, search online, google = search web
ai search, search with ai, ai web search, search and answer, answer with sources = search ai
crawl, crawler, spider, whole site, entire website = crawl
markdown, html to markdown, readable text, article text, main content = extract
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
look online, search online, find websites, find web pages, web links, search the web, top results, search results, internet results, look up online = search web
search and summarize, ai answer, answer from search, search answer, smart search = search ai
whole website, crawl site, download entire site, mirror site, scrape whole site, index my site, every page text = crawl
page text, read page, read article, text page, content url, read urls, text of these pages, article content = extract
capabilities, available operations, find operation = endpoints
`
