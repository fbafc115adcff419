import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import type { ConvertInput } from '../convert.ts'
import { MAX_HTML_CHARS } from '../fetch-page.ts'

const httpUrl = (max: number) => v.pipe(v.string(), v.maxLength(max), v.url('must be an absolute URL'), v.regex(/^https?:\/\//i, 'must be an http or https URL'))

export default defineOperation({
  name: 'to-markdown',
  sources: sourcesInWords('computed locally; `url` pages fetched with core\'s `fetchPublicUrl`'),
  method: 'POST',
  description: 'Converts HTML (given, or fetched from a public URL) to Markdown with GitHub tables, strikethrough and task lists, removing scripts and styles and resolving relative links.',
  input: v.strictObject({
    html: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_HTML_CHARS))),
    url: v.optional(httpUrl(2048)),
    baseUrl: v.optional(httpUrl(2048)),
    gfm: v.optional(v.boolean(), true),
    stripScripts: v.optional(v.boolean(), true),
    headingStyle: v.optional(v.picklist(['atx', 'setext']), 'atx'),
    bulletListMarker: v.optional(v.picklist(['-', '*', '+']), '-'),
    codeBlockStyle: v.optional(v.picklist(['fenced', 'indented']), 'fenced'),
    linkStyle: v.optional(v.picklist(['inlined', 'referenced']), 'inlined'),
  }),
  effects: ['fetch'],
  response: 'legacy',
  bodyLimitBytes: 6 * 1024 * 1024, // 2,000,000 characters of HTML
  keywords: ['html to markdown', 'convert web page to markdown', 'clean html', 'markdown from url', 'turndown', 'readable text for llm'],
  handler: lazyHandler<ConvertInput>(() => import('../convert.ts')),
})
