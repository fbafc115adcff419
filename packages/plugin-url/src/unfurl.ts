import { absolute, type PageHead } from './page-head.ts'

const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** Open Graph, Twitter card, oEmbed, icons and the plain title/description of a page, URLs made absolute. */
export function preview(head: PageHead, base: string) {
  const meta = (key: string) => head.meta.get(key) || null
  const url = (value: string | null) => (value ? absolute(value, base) : null)
  const prefixed = (prefix: string) => Object.fromEntries([...head.meta].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]))
  const rel = (word: string) => head.links.filter((link) => link.rel.includes(word))
  const image = url(meta('og:image') ?? meta('og:image:url') ?? meta('og:image:secure_url') ?? meta('twitter:image') ?? meta('twitter:image:src'))
  const icons = [...rel('icon'), ...rel('apple-touch-icon'), ...rel('mask-icon')]
    .map((link) => ({ url: url(link.href), rel: link.rel.join(' '), type: link.type, sizes: link.sizes }))
    .filter((icon): icon is { url: string; rel: string; type: string | null; sizes: string | null } => icon.url !== null)
  return {
    title: meta('og:title') ?? meta('twitter:title') ?? head.title,
    description: meta('og:description') ?? meta('twitter:description') ?? meta('description'),
    siteName: meta('og:site_name'),
    type: meta('og:type'),
    canonical: url(rel('canonical')[0]?.href ?? null) ?? url(meta('og:url')),
    lang: head.lang ?? meta('og:locale'),
    themeColor: meta('theme-color'),
    image: image ? { url: image, width: number(head.meta.get('og:image:width')), height: number(head.meta.get('og:image:height')), alt: meta('og:image:alt') ?? meta('twitter:image:alt') } : null,
    favicon: icons.find((icon) => icon.rel.split(' ').includes('icon'))?.url ?? new URL('/favicon.ico', base).toString(),
    icons,
    htmlTitle: head.title,
    openGraph: prefixed('og:'),
    twitter: prefixed('twitter:'),
    oembed: head.links
      .filter((link) => link.rel.includes('alternate') && (link.type === 'application/json+oembed' || link.type === 'text/xml+oembed'))
      .map((link) => ({ url: url(link.href), format: link.type === 'application/json+oembed' ? 'json' : 'xml', title: link.title }))
      .filter((link) => link.url !== null),
    feeds: head.links
      .filter((link) => link.rel.includes('alternate') && (link.type === 'application/rss+xml' || link.type === 'application/atom+xml'))
      .map((link) => ({ url: url(link.href), type: link.type === 'application/rss+xml' ? 'rss' : 'atom', title: link.title }))
      .filter((link) => link.url !== null),
  }
}
