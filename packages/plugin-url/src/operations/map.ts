import { createError, defineOperation, fetchPublicUrl, isApiError, listAnswer, localSource, rowLimit, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { pageUrl } from '../params.ts'
import type { Row } from '../sitemap-walk.ts'

/** The bytes kept of each file fetched. */
const MAX_BYTES = 5 * 1024 * 1024
const USER_AGENT = 'svc-map'

/** The URL guard refused the address (private, loopback...): the caller's 400, whichever file it was. */
const refused = (error: unknown) => isApiError(error) && error.details?.reason === 'forbidden_address'


export default defineOperation({
  name: 'map',
  sources: sourcesInWords('the site\'s robots.txt (robots-parser, MIT), sitemaps and the page\'s links'),
  method: 'GET',
  description: 'The pages of a site: the URLs its sitemaps list (found through robots.txt, else /sitemap.xml; sitemap indexes followed, up to 5 files) and the same-site links of the given page, with lastmod, changefreq and priority where given; plus what robots.txt says. Every file is fetched through the URL guard.',
  input: v.object({
    url: pageUrl('A page of the site (its links are read; the site is its origin), e.g. https://example.com/'),
    limit: rowLimit(1000, 200, 'URLs to return (1-1000, default 200)'),
    links: v.optional(v.pipe(v.boolean(), v.description('Also read the page\'s same-site links (default true)')), true),
  }),
  effects: ['fetch'],
  keywords: ['sitemap of a website', 'list all pages of a site', 'robots.txt of a site', 'site structure', 'urls of a domain'],
  example: { params: { url: 'https://example.com/', limit: 50 } },
  async handler({ input, signal }) {
    const { default: robotsParser } = await import('robots-parser')
    const { readSitemaps } = await import('../sitemap-walk.ts')
    const { decodeBody, linksOf } = await import('../page-head.ts')
    const start = new URL(input.url)
    const fetchText = async (url: string, accept?: RegExp) => {
      const file = await fetchPublicUrl(url, { maxBytes: MAX_BYTES, overflow: 'truncate', timeoutMs: 10_000, maxRedirects: 3, accept, headers: { 'user-agent': USER_AGENT }, signal })
      return { text: decodeBody(file.body, file.contentType), url: file.url, truncated: file.truncated }
    }
    // robots.txt: missing or unreadable is a site without one; a refused address is the caller's 400.
    let robotsText: string | null = null
    try {
      robotsText = (await fetchText(`${start.origin}/robots.txt`)).text
    } catch (error) {
      if (signal.aborted || refused(error)) throw error
    }
    const robots = robotsParser(`${start.origin}/robots.txt`, robotsText ?? '')
    const declared = robots.getSitemaps()
    const queue = declared.length > 0 ? [...declared] : [`${start.origin}/sitemap.xml`]
    const rows = new Map<string, Row>()
    const sameSite = (url: string) => {
      try {
        return new URL(url).host === start.host
      } catch {
        return false
      }
    }
    const sitemaps = await readSitemaps(queue, rows, { limit: input.limit, sameSite, fetchText, signal })
    let page: { url: string; links: number } | { url: string; error: string } | null = null
    if (input.links) {
      try {
        const file = await fetchText(input.url, /^\s*(?:text\/html|application\/xhtml\+xml)\b/i)
        const links = linksOf(file.text, file.url).filter(sameSite)
        for (const link of links) if (rows.size < input.limit && !rows.has(link)) rows.set(link, { url: link, from: 'page', lastmod: null, changefreq: null, priority: null })
        page = { url: file.url, links: links.length }
      } catch (error) {
        if (signal.aborted || refused(error)) throw error
        page = { url: input.url, error: isApiError(error) ? error.message : 'could not be fetched' }
      }
    }
    const items = [...rows.values()]
    if (items.length === 0 && robotsText === null && !sitemaps.some((file) => file.status === 'read') && (page === null || 'error' in page)) {
      throw createError('UPSTREAM_FAILED', `url: nothing of ${start.origin} could be read (no robots.txt, sitemap or page)`)
    }
    return {
      ...listAnswer(items, localSource('the site itself (robots.txt, sitemaps, page links)', start.origin, 'the site\'s own terms'), { total: null }),
      site: start.origin,
      robots: { found: robotsText !== null, sitemaps: declared, allowsRoot: robots.isAllowed(`${start.origin}/`, USER_AGENT) !== false, crawlDelaySeconds: robots.getCrawlDelay(USER_AGENT) ?? null },
      sitemaps,
      page,
      truncated: items.length >= input.limit,
    }
  },
})
