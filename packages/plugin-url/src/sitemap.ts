import { Parser } from 'htmlparser2'

export interface SitemapEntry {
  url: string
  lastmod: string | null
  changefreq: string | null
  priority: number | null
}

/** A sitemap (sitemaps.org protocol): the page entries of a `<urlset>`, or the child sitemaps of a `<sitemapindex>`. */
export function readSitemap(xml: string): { pages: SitemapEntry[]; sitemaps: string[] } {
  const pages: SitemapEntry[] = []
  const sitemaps: string[] = []
  let entry: Record<string, string> | null = null
  let field: string | null = null
  let kind: 'url' | 'sitemap' | null = null
  const parser = new Parser({
    onopentag(raw) {
      const name = raw.replace(/^.*:/, '').toLowerCase()
      if (name === 'url' || name === 'sitemap') {
        kind = name
        entry = {}
      } else if (entry && ['loc', 'lastmod', 'changefreq', 'priority'].includes(name)) field = name
    },
    ontext(text) {
      if (entry && field) entry[field] = (entry[field] ?? '') + text
    },
    onclosetag(raw) {
      const name = raw.replace(/^.*:/, '').toLowerCase()
      if (name === field) field = null
      else if ((name === 'url' || name === 'sitemap') && entry) {
        const loc = entry.loc?.trim()
        if (loc) {
          if (kind === 'sitemap') sitemaps.push(loc)
          else {
            const priority = Number(entry.priority)
            pages.push({
              url: loc,
              lastmod: /^\d{4}-\d{2}-\d{2}/.test(entry.lastmod?.trim() ?? '') ? entry.lastmod!.trim().slice(0, 10) : null,
              changefreq: entry.changefreq?.trim().toLowerCase() || null,
              priority: entry.priority !== undefined && Number.isFinite(priority) ? priority : null,
            })
          }
        }
        entry = null
        kind = null
      }
    },
  }, { xmlMode: true, decodeEntities: true })
  parser.end(xml)
  return { pages, sitemaps }
}
