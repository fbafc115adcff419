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
`
