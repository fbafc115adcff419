import { readSitemap } from './sitemap.ts'

/** Sitemap files read per call (an index and its children count alike). */
const MAX_SITEMAPS = 5

/** One URL of a site map: from a sitemap (with what it says of the page) or from the page's links. */
export type Row = { url: string; from: 'sitemap' | 'page'; lastmod: string | null; changefreq: string | null; priority: number | null }

export interface SitemapRead {
  url: string
  status: 'read' | 'failed' | 'skipped'
  urls: number
  truncated?: boolean
}

interface Walk {
  limit: number
  sameSite: (url: string) => boolean
  fetchText: (url: string) => Promise<{ text: string; truncated: boolean }>
  signal: AbortSignal
}

/**
 * Reads the sitemaps in `queue` (and the same-site child sitemaps of an index) into `rows`, up to MAX_SITEMAPS files and
 * `limit` rows; a file that fails is noted, not thrown (only an abort is). Answers what became of each file.
 */
export async function readSitemaps(queue: string[], rows: Map<string, Row>, { limit, sameSite, fetchText, signal }: Walk): Promise<SitemapRead[]> {
  const sitemaps: SitemapRead[] = []
  while (queue.length > 0) {
    const url = queue.shift()!
    if (sitemaps.length >= MAX_SITEMAPS || rows.size >= limit) {
      sitemaps.push({ url, status: 'skipped', urls: 0 })
      continue
    }
    try {
      const file = await fetchText(url)
      const { pages, sitemaps: children } = readSitemap(file.text)
      let added = 0
      for (const page of pages) {
        if (rows.size >= limit || !sameSite(page.url) || rows.has(page.url)) continue
        rows.set(page.url, { url: page.url, from: 'sitemap', lastmod: page.lastmod, changefreq: page.changefreq, priority: page.priority })
        added++
      }
      queue.push(...children.filter(sameSite))
      sitemaps.push({ url, status: 'read', urls: added, ...(file.truncated ? { truncated: true } : {}) })
    } catch (error) {
      if (signal.aborted) throw error
      sitemaps.push({ url, status: 'failed', urls: 0 })
    }
  }
  return sitemaps
}
