import { parentPort } from 'node:worker_threads'
import { htmlToMarkdown, type ConvertOptions } from './html-to-markdown.ts'
import { LimitError } from './limits.ts'

/** Worker thread: converts one document per message, so a slow document never blocks the host's event loop. */
parentPort!.on('message', ({ html, options }: { html: string; options: ConvertOptions }) => {
  try {
    parentPort!.postMessage({ ok: true, result: htmlToMarkdown(html, options) })
  } catch (error) {
    const limit = error instanceof LimitError ? { reason: error.reason } : {}
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error), ...limit })
  }
})
