import { type ConvertJob, htmlToMarkdown } from './html-to-markdown.ts'

/** Worker-thread entry (see pool.ts): converts one document, so a slow document never blocks the host's event loop. */
export default function convertJob({ html, options }: ConvertJob) {
  return htmlToMarkdown(html, options)
}
