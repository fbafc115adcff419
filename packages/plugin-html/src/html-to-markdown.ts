import { checkDepth, elementDepth, estimateDepth } from './limits.ts'
import { fixTableRows, type MarkdownStyle, markdownService } from './markdown-service.ts'
import { preparePage, SCRIPT_LIKE } from './prepare.ts'

export interface ConvertOptions extends MarkdownStyle {
  baseUrl: string | null
  fetchedFrom: string | null
  stripScripts: boolean
}

/** One conversion, as the pool hands it to a worker thread. */
export interface ConvertJob {
  html: string
  options: ConvertOptions
}

/** HTML to Markdown with stats; throws LimitError (a refusal with a reason) for documents nested too deep. No @svc/core here: it also runs in a worker. */
export function htmlToMarkdown(html: string, options: ConvertOptions) {
  checkDepth(estimateDepth(html))
  const page = preparePage(html, options)
  checkDepth(elementDepth(page.body))
  fixTableRows(page.body)
  const service = markdownService(options, options.stripScripts ? [] : [...SCRIPT_LIKE])
  // turndown converts a clone of the node it is given; converting the prepared body itself keeps the fixed table rows.
  const root = page.body
  Object.defineProperty(root, 'cloneNode', { value: () => root })
  const markdown = service.turndown(root).trim()
  return {
    markdown,
    title: page.title,
    baseUrl: page.baseUrl,
    stats: { charsIn: html.length, charsOut: markdown.length, links: page.links, images: page.images, tables: page.tables, headings: page.headings },
  }
}
