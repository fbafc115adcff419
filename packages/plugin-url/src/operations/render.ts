import { defineOperation, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import { chromiumAvailability, renderHtml } from '@svc/providers/chromium'
import * as v from 'valibot'
import { pageUrl } from '../params.ts'
import { browserUsed } from '../render-state.ts'

export default defineOperation({
  name: 'render',
  sources: sourcesInWords('headless Chromium on the host (ai.screenshot\'s pool)'),
  method: 'GET',
  description: 'The HTML of a web page after its scripts ran (client-side rendered sites), from a headless Chromium on the host, with the final URL, status and title. Every request of the browser goes through the URL guard (public addresses only).',
  input: v.object({
    url: pageUrl('Page to render, e.g. https://example.com/app'),
    waitUntil: v.optional(v.pipe(v.picklist(['load', 'domcontentloaded', 'networkidle0', 'networkidle2']), v.description('When the page counts as rendered (default networkidle2: at most 2 requests open for 500 ms)')), 'networkidle2'),
    timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(30_000), v.description('Time allowed to reach it (1000-30000, default 15000)')), 15_000),
    maxChars: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(2_000_000), v.description('HTML characters to return (default 500000)')), 500_000),
  }),
  effects: ['fetch'],
  availableWith: chromiumAvailability,
  keywords: ['render javascript page', 'html after javascript', 'scrape a single page app', 'headless browser html', 'rendered dom'],
  example: { params: { url: 'http://example.com/' } },
  async handler({ input, config, signal }) {
    browserUsed()
    const page = await renderHtml(input.url, { aiSettings: config.settings.ai ?? {}, waitUntil: input.waitUntil, timeoutMs: input.timeoutMs, maxChars: input.maxChars, signal })
    return lookupAnswer({ url: input.url, ...page }, localSource('the page itself, rendered by headless Chromium on the service', page.finalUrl, 'the page\'s own terms'))
  },
})
