import { fetchPublicUrl } from '@svc/core'
import { addressPolicy } from './policy.ts'

const MAX_BYTES = 2 * 1024 * 1024
/** About 15,000 tokens of page text go to the model; the rest is cut and `truncated` says so. */
export const MAX_PAGE_CHARS = 60_000

export interface Page {
  url: string
  finalUrl: string
  title: string | null
  text: string
  words: number
  truncated: boolean
  /** The page's http(s) links, absolute, without fragments, each once. */
  links: string[]
}

/**
 * A caller's web page as text: fetched through core's URL guard (public addresses only,
 * every redirect re-checked, HTML or text only, at most 2 MiB kept), then reduced to its
 * readable text. `signal` is the caller's request: an abandoned call stops the fetch.
 */
export async function fetchPage(url: string, signal: AbortSignal, field = 'url', maxChars = MAX_PAGE_CHARS): Promise<Page> {
  const page = await fetchPublicUrl(url, {
    field,
    maxBytes: MAX_BYTES,
    overflow: 'truncate',
    accept: /^\s*(?:text\/(?:html|plain|markdown)|application\/(?:xhtml\+xml|json))\b/i,
    timeoutMs: 15_000,
    maxRedirects: 5,
    headers: { accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8' },
    policy: addressPolicy,
    signal,
  })
  const raw = decode(page.body, page.contentType)
  const html = /html/i.test(page.contentType)
  // The HTML libraries load on the first HTML page, not when the plugin is imported (host start-up).
  const reader = html ? await import('./html.ts') : undefined
  const title = html ? /<title[^>]*>([^<]*)<\/title>/i.exec(raw)?.[1]?.replace(/\s+/g, ' ').trim() || null : null
  const full = reader ? reader.readableText(raw) : raw
  const text = full.replace(/\n{3,}/g, '\n\n').trim()
  return {
    url,
    finalUrl: page.url,
    title,
    text: text.slice(0, maxChars),
    words: text.split(/\s+/).filter(Boolean).length,
    truncated: page.truncated || text.length > maxChars,
    links: reader ? reader.linksOf(raw, page.url) : [],
  }
}

function decode(body: Buffer, contentType: string): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1]
    ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1]
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
