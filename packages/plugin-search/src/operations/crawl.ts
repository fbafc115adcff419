import { createError, defineOperation, isApiError, sourcesInWords } from '@svc/core'
import { fetchPage } from '@svc/providers/web-page'
import * as v from 'valibot'
import { robotsRules, USER_AGENT } from '../crawl/robots.ts'

const CONCURRENCY = 3
/** The whole crawl stops starting pages after this long; what was read is answered. */
const BUDGET_MS = 45_000

export default defineOperation({
  name: 'crawl',
  method: 'POST',
  description: 'Crawls a site from a start page: follows its links on the same host breadth first, up to maxPages pages and maxDepth links deep, obeying robots.txt, and answers each page\'s readable text, title and depth. Every page is fetched through the URL guard (public addresses only). No AI model involved.',
  input: v.strictObject({
    url: v.pipe(v.string(), v.maxLength(2048), v.url('must be an absolute URL'), v.regex(/^https?:/i, 'must be an http or https URL')),
    maxPages: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 10),
    maxDepth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)), 2),
    maxChars: v.optional(v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(20_000)), 5000),
  }),
  effects: ['fetch'],
  sources: sourcesInWords('the site\'s pages and robots.txt, through the URL guard'),
  response: 'legacy',
  keywords: ['crawl website', 'spider site', 'scrape all pages', 'site content', 'follow links'],
  async handler({ input, signal }) {
    const start = new URL(input.url)
    start.hash = ''
    const robots = await robotsRules(start.origin, signal)
    const startedAt = Date.now()
    const seen = new Set([start.toString()])
    const queue: Array<{ url: string; depth: number }> = [{ url: start.toString(), depth: 0 }]
    const pages: Array<Record<string, unknown>> = []
    const failures: Array<{ url: string; error: string }> = []
    const skipped = { robots: 0, offsite: 0, beyondLimits: 0 }
    let firstError: unknown
    let started = 0
    const visit = async (item: { url: string; depth: number }) => {
      if (!robots.allows(item.url)) {
        skipped.robots++
        return
      }
      started++
      try {
        const page = await fetchPage(item.url, signal, 'url', input.maxChars)
        pages.push({ url: item.url, finalUrl: page.finalUrl, depth: item.depth, title: page.title, content: page.text, words: page.words, truncated: page.truncated, links: page.links.length })
        for (const link of page.links) {
          if (new URL(link).host !== start.host) skipped.offsite++
          else if (seen.has(link)) continue
          else if (item.depth >= input.maxDepth) skipped.beyondLimits++
          else {
            seen.add(link)
            queue.push({ url: link, depth: item.depth + 1 })
          }
        }
      } catch (error) {
        firstError ??= error
        failures.push({ url: item.url, error: isApiError(error) ? error.message : 'could not be fetched' })
      }
    }
    // An abandoned call starts no more pages.
    const more = () => started < input.maxPages && Date.now() - startedAt < BUDGET_MS && !signal.aborted
    // The start page alone, then the links it led to, a few at a time.
    await visit(queue.shift()!)
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let item = more() ? queue.shift() : undefined; item; item = more() ? queue.shift() : undefined) await visit(item)
    }))
    if (pages.length === 0) {
      if (skipped.robots > 0) throw createError('FORBIDDEN', `url: the site's robots.txt disallows ${USER_AGENT} from ${start.pathname}; nothing was charged`)
      throw isApiError(firstError) ? firstError : createError('UPSTREAM_FAILED', 'The start page could not be fetched')
    }
    skipped.beyondLimits += queue.length
    return { startUrl: start.toString(), pages, count: pages.length, failures, skipped, userAgent: USER_AGENT }
  },
})
