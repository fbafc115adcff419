import { defineOperation, fetchPublicUrl, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { pageUrl } from '../params.ts'

export default defineOperation({
  name: 'unfurl',
  sources: sourcesInWords('the page itself (HTML read with htmlparser2, MIT)'),
  method: 'GET',
  description: 'A link preview of a web page, read from the page itself: title, description, site name, image, favicon and icons, canonical URL, language, Open Graph and Twitter card tags, oEmbed and feed links. The page is fetched through the URL guard (public addresses only).',
  input: v.object({ url: pageUrl('Page to preview, e.g. https://example.com/article') }),
  effects: ['fetch'],
  keywords: ['link preview', 'open graph tags of a page', 'page title and image', 'twitter card', 'oembed'],
  example: { params: { url: 'https://example.com/' } },
  async handler({ input, signal }) {
    const page = await fetchPublicUrl(input.url, {
      maxBytes: 1024 * 1024,
      overflow: 'truncate',
      accept: /^\s*(?:text\/html|application\/xhtml\+xml)\b/i,
      timeoutMs: 10_000,
      maxRedirects: 5,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9' },
      signal,
    })
    const { decodeBody, readHead } = await import('../page-head.ts')
    const { preview } = await import('../unfurl.ts')
    const head = readHead(decodeBody(page.body, page.contentType))
    return lookupAnswer({ url: input.url, finalUrl: page.url, status: page.status, ...preview(head, page.url) }, localSource('the page itself', page.url, 'the page\'s own terms'))
  },
})
