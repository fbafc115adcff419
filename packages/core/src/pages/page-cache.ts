import { fastResponse } from '../envelope.ts'

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }

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
      return fastResponse(text, 200, HTML_HEADERS)
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
