import { createDocument } from '@mixmark-io/domino'

/** Elements that carry code or presentation, not content. */
export const SCRIPT_LIKE = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'canvas'] as const

export interface PreparedPage {
  body: HTMLElement
  title: string | null
  /** The base relative links were resolved against, or null when there was none. */
  baseUrl: string | null
  links: number
  images: number
  tables: number
  headings: number
}

function absolute(value: string, base: string | null): string | null {
  try {
    return new URL(value, base ?? undefined).href
  } catch {
    return null
  }
}

/**
 * Parses the page like a browser, removes script-like elements (when asked), resolves
 * relative link and image URLs against the base (the caller's, else the page's own
 * `<base href>`, else the URL it was fetched from), and counts what the Markdown will hold.
 */
export function preparePage(html: string, options: { baseUrl: string | null; fetchedFrom: string | null; stripScripts: boolean }): PreparedPage {
  const document = createDocument(html, true)
  const declared = document.querySelector('base[href]')?.getAttribute('href') ?? null
  const baseUrl = options.baseUrl
    ?? (declared ? absolute(declared, options.fetchedFrom) : null)
    ?? options.fetchedFrom
  if (options.stripScripts) {
    for (const element of Array.from(document.body.querySelectorAll(SCRIPT_LIKE.join(', ')))) element.remove()
  }
  let links = 0
  for (const anchor of Array.from(document.body.querySelectorAll('a[href]'))) {
    const href = anchor.getAttribute('href')!.trim()
    if (options.stripScripts && /^\s*(?:javascript|vbscript|data):/i.test(href)) {
      anchor.removeAttribute('href')
      continue
    }
    const resolved = baseUrl && !href.startsWith('#') ? absolute(href, baseUrl) : null
    if (resolved) anchor.setAttribute('href', resolved)
    links++
  }
  const images = document.body.querySelectorAll('img[src]')
  for (const image of Array.from(images)) {
    const resolved = baseUrl ? absolute(image.getAttribute('src')!.trim(), baseUrl) : null
    if (resolved) image.setAttribute('src', resolved)
  }
  return {
    body: document.body,
    title: document.title.trim() || null,
    baseUrl,
    links,
    images: images.length,
    tables: document.body.querySelectorAll('table').length,
    headings: document.body.querySelectorAll('h1, h2, h3, h4, h5, h6').length,
  }
}
