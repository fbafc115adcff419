import { convert } from 'html-to-text'
import { Parser } from 'htmlparser2'

/** A page's HTML as readable text: images, link targets, navigation and footers dropped. */
export function readableText(html: string): string {
  return convert(html, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }, { selector: 'a', options: { ignoreHref: true } }, { selector: 'nav', format: 'skip' }, { selector: 'footer', format: 'skip' }] })
}

/** The page's http(s) links, absolute, without fragments, each once. */
export function linksOf(html: string, base: string): string[] {
  const links = new Set<string>()
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'a' || !attributes.href) return
      try {
        const url = new URL(attributes.href, base)
        url.hash = ''
        if (url.protocol === 'http:' || url.protocol === 'https:') links.add(url.toString())
      } catch {
        // not a URL
      }
    },
  })
  parser.end(html)
  return [...links]
}
