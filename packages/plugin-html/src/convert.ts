import { invalidField, type OperationHandler } from '@svc/core'
import { fetchPage } from './fetch-page.ts'
import type { MarkdownStyle } from './markdown-service.ts'
import { convert } from './pool.ts'

export interface ConvertInput extends MarkdownStyle {
  html?: string | undefined
  url?: string | undefined
  baseUrl?: string | undefined
  stripScripts: boolean
}

const handler: OperationHandler<ConvertInput> = async ({ input, signal }) => {
  if ((input.html === undefined) === (input.url === undefined)) {
    const field = input.html === undefined ? 'html' : 'url'
    throw invalidField(field, `give either html or url, not ${input.html === undefined ? 'neither' : 'both'}`)
  }
  const fetched = input.url !== undefined ? await fetchPage(input.url, signal) : undefined
  const { gfm, headingStyle, bulletListMarker, codeBlockStyle, linkStyle, stripScripts } = input
  const options = { gfm, headingStyle, bulletListMarker, codeBlockStyle, linkStyle, stripScripts, baseUrl: input.baseUrl ?? null, fetchedFrom: fetched?.finalUrl ?? null }
  const result = await convert({ html: fetched?.html ?? input.html!, options }, fetched ? 'url' : 'html', signal)
  return { markdown: result.markdown, title: result.title, url: fetched?.finalUrl ?? null, baseUrl: result.baseUrl, stats: result.stats }
}

export default handler
