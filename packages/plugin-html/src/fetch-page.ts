import { fetchPublicUrl, invalidField } from '@svc/core'

export const MAX_HTML_CHARS = 2_000_000
/** UTF-8 HTML of 2,000,000 characters is at most this many bytes in the common (mostly ASCII) case. */
const MAX_BYTES = 4 * 1024 * 1024

/** The charset of the Content-Type header, else of a `<meta charset>` in the first 1024 bytes, else UTF-8. */
function charsetOf(contentType: string, body: Buffer): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1]
    ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1]
  return declared ?? 'utf-8'
}

function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

/**
 * Fetches a page through core's URL guard: public addresses only (every redirect re-checked),
 * HTML content types only, at most 4 MiB and 10 seconds. `signal` is the caller's request: an
 * abandoned call stops the fetch.
 */
export async function fetchPage(url: string, signal: AbortSignal): Promise<{ html: string; finalUrl: string }> {
  const page = await fetchPublicUrl(url, {
    field: 'url',
    maxBytes: MAX_BYTES,
    accept: /^\s*(?:text\/html|application\/xhtml\+xml)\b/i,
    timeoutMs: 10_000,
    maxRedirects: 3,
    headers: { accept: 'text/html,application/xhtml+xml;q=0.9' },
    signal,
  })
  const html = decode(page.body, charsetOf(page.contentType, page.body))
  if (html.length > MAX_HTML_CHARS) {
    throw invalidField('url', `the page has ${html.length} characters, more than ${MAX_HTML_CHARS}`, { reason: 'too_large' })
  }
  return { html, finalUrl: page.url }
}
