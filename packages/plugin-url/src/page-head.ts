import { Parser } from 'htmlparser2'

export interface PageHead {
  title: string | null
  lang: string | null
  /** Every `<meta>` with a name or property, lower-case key, first value kept. */
  meta: Map<string, string>
  /** `<link>` elements: rel words (lower case), href, and type / sizes / title. */
  links: Array<{ rel: string[]; href: string; type: string | null; sizes: string | null; title: string | null }>
}

/**
 * The metadata of an HTML document: title, `<meta name|property>` and `<link>` elements, wherever
 * they are (pages put Open Graph tags in the body too); stops reading at the end of the document.
 */
export function readHead(html: string): PageHead {
  const head: PageHead = { title: null, lang: null, meta: new Map(), links: [] }
  let inTitle = false
  let title = ''
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'html' && attributes.lang) head.lang = attributes.lang
      else if (name === 'title' && head.title === null) inTitle = true
      else if (name === 'meta') {
        const key = (attributes.property ?? attributes.name ?? attributes.itemprop ?? '').trim().toLowerCase()
        const content = attributes.content
        if (key && content !== undefined && !head.meta.has(key)) head.meta.set(key, content.trim())
      } else if (name === 'link' && attributes.href) {
        head.links.push({ rel: (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean), href: attributes.href.trim(), type: attributes.type?.toLowerCase() ?? null, sizes: attributes.sizes ?? null, title: attributes.title ?? null })
      }
    },
    ontext(text) {
      if (inTitle) title += text
    },
    onclosetag(name) {
      if (name === 'title' && inTitle) {
        inTitle = false
        head.title = title.replace(/\s+/g, ' ').trim() || null
      }
    },
  }, { decodeEntities: true })
  parser.end(html)
  return head
}

/** The page's http(s) links, absolute, without fragments, each once, in document order. */
export function linksOf(html: string, base: string): string[] {
  const links = new Set<string>()
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'a' || !attributes.href) return
      const url = absolute(attributes.href, base)
      if (url) links.add(url)
    },
  }, { decodeEntities: true })
  parser.end(html)
  return [...links]
}

/** An http(s) URL resolved against the page, fragment dropped; null for anything else. */
export function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base)
    url.hash = ''
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

/** The text of a document fetched as bytes, in the charset its content type or first bytes declare. */
export function decodeBody(body: Buffer, contentType: string): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1]
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
