/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
}

/** Tagged template whose interpolations are escaped, except values made by `html` itself (or `raw`). */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

export const raw = (text: string): Html => new Html(text)

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!
  })
  return new Html(out)
}

function render(value: unknown): string {
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === undefined || value === null || value === false) return ''
  return escapeHtml(value)
}

export interface PageOptions {
  title: string
  /** Scripts served by the host, by path. */
  scripts?: string[]
  /** Data for the page's script, put in a JSON script tag (id="page-data"). */
  data?: unknown
}

/** The shell every page shares: header with the links, the host's stylesheet, no third-party asset. */
export function page(options: PageOptions, body: Html): string {
  const data = options.data === undefined ? '' : `<script type="application/json" id="page-data">${JSON.stringify(options.data).replace(/</g, '\\u003c')}</script>`
  const document = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title><link rel="icon" href="/favicon.ico"><link rel="stylesheet" href="/assets/site.css"></head>
<body><header class="top"><a class="brand" href="/">svc</a><nav><a href="/docs">Docs</a><a href="/openapi.json">OpenAPI</a><a href="/llms.txt">llms.txt</a></nav></header>
<main>${body}</main>${raw(data)}${(options.scripts ?? []).map((src) => html`<script src="${src}"></script>`)}</body></html>`
  return document.text
}
