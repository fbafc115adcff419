import { createError, defineOperation, isApiError, sourcesInWords } from '@svc/core'
import { fetchPage } from '@svc/providers/web-page'
import * as v from 'valibot'

/** Pages fetched at once for one call. */
const CONCURRENCY = 5

export default defineOperation({
  name: 'extract',
  method: 'POST',
  description: 'The readable text of 1-20 web pages (title, content without navigation, scripts or markup, word count), each fetched here through the URL guard (public addresses only, redirects re-checked); a page that fails is reported beside the others. No AI model involved.',
  input: v.strictObject({
    urls: v.pipe(v.array(v.pipe(v.string(), v.maxLength(2048), v.url('must be an absolute URL'), v.regex(/^https?:/i, 'must be an http or https URL'))), v.minLength(1), v.maxLength(20)),
    maxChars: v.optional(v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(100_000)), 20_000),
  }),
  effects: ['fetch'],
  sources: sourcesInWords('the pages themselves, through the URL guard'),
  response: 'legacy',
  keywords: ['scrape page text', 'extract article content', 'url to text', 'read web page', 'fetch page content'],
  async handler({ input, signal }) {
    const results: Array<Record<string, unknown>> = new Array(input.urls.length)
    const errors: unknown[] = []
    let next = 0
    const worker = async () => {
      for (let i = next++; i < input.urls.length; i = next++) {
        const url = input.urls[i]!
        try {
          const page = await fetchPage(url, signal, `urls.${i}`, input.maxChars)
          results[i] = { url, status: 'ok', finalUrl: page.finalUrl, title: page.title, content: page.text, words: page.words, truncated: page.truncated }
        } catch (error) {
          errors.push(error)
          results[i] = { url, status: 'failed', error: isApiError(error) ? error.message : 'could not be fetched' }
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, input.urls.length) }, worker))
    const ok = results.filter((result) => result.status === 'ok').length
    // Nothing to answer: the (first) reason, a 400 for a refused URL, is the answer; nothing is charged.
    if (ok === 0) throw isApiError(errors[0]) ? errors[0] : createError('UPSTREAM_FAILED', 'None of the pages could be fetched')
    return { results, count: ok, failed: results.length - ok }
  },
})
