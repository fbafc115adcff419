import { fastResponse } from '../envelope.ts'

/**
 * What a browser lets a page do: run and style it with the host's own files only (no inline script),
 * call back to this host, never show it in a frame (clickjacking), no type sniffing, and send no
 * Referer to the sites its links lead to.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
})

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...PAGE_SECURITY_HEADERS }

/**
 * The pages for people, each rendered once: the registry does not change while a host runs, and a
 * live price change clears them all (`clear`), as it rebuilds the catalog documents.
 */
export function createPageCache() {
  const pages = new Map<string, string>()
  return {
    /** The page at `key`, rendered by `render` the first time. Keys are known paths only (bounded by the operations). */
    answer(key: string, render: () => string): Response {
      let text = pages.get(key)
      if (text === undefined) pages.set(key, (text = render()))
      // A fresh header object per answer: CORS adds its own headers to it.
      return fastResponse(text, 200, { ...HTML_HEADERS })
    },
    /** A page saying what was not found (404), rendered each time: its path is the caller's. */
    missing(text: string): Response {
      return fastResponse(text, 404, { ...HTML_HEADERS })
    },
    clear(): void {
      pages.clear()
    },
    get size(): number {
      return pages.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
