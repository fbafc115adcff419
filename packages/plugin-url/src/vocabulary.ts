/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
url, link, links = url
clean url, tracking parameters, utm, shortened link, expand link, unshorten, redirect, redirects = url clean
sitemap, site map, pages of site, list pages = url map
render, javascript page, headless browser, rendered html, client side = url render
preview, unfurl, link preview, open graph, og tags, page title = unfurl
link preview, paste in slack, looks when shared, preview card, when shared, unfurl = unfurl
tracking junk, tracking parameters, utm, clean link, clean url = clean
needs javascript, client side rendered, spa, react site, js rendered = render
all the pages, sitemap, every page, list pages = map
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
remove tracking, strip tracking, tidy url, ugly link, long link, messy link, tracking codes, share clean link = url clean
site pages, pages site, website pages, site index, robots txt, pages website have, site structure, crawl budget = url map
page blank, empty html, page loads javascript, dynamic page, single page app, js heavy, scrape react, javascript rendered = url render
thumbnail link, title image, preview link, share card, link card, social preview, favicon, og image, shared link look = unfurl
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
tracking junk, ugly link = clean url
`
