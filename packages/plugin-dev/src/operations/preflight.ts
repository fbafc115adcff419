import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { analyzePreflight } from '../utils/cors-analyze.ts'
import { TOKEN } from '../utils/cors-request.ts'

const headers = v.optional(v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(100), v.regex(TOKEN, 'header names are HTTP tokens')),
    v.pipe(v.string(), v.maxLength(4096), v.regex(/^[^\0\r\n]*$/, 'header values cannot hold NUL, CR or LF')),
  ),
  v.check((record) => Object.keys(record).length <= 50, 'at most 50 headers'),
), {})

export default defineOperation({
  name: 'preflight',
  sources: sourcesInWords('none'),
  method: 'POST',
  description: 'Predicts whether a browser allows a cross-origin request: whether it preflights, and which Access-Control-* response header passes or blocks it, and why.',
  input: v.strictObject({
    origin: v.pipe(v.string(), v.minLength(4), v.maxLength(2048)),
    method: v.pipe(v.string(), v.minLength(1), v.maxLength(32), v.regex(TOKEN, 'must be an HTTP method token')),
    url: v.optional(v.pipe(v.string(), v.maxLength(2048), v.url())),
    credentials: v.optional(v.boolean(), false),
    requestHeaders: headers,
    responseHeaders: headers,
    responseStatus: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)), 204),
  }),
  response: 'legacy',
  keywords: ['cors', 'preflight', 'access-control-allow-origin', 'cors error', 'why is my request blocked', 'options request'],
  // Something no browser sends as Origin can only fail: the 400 comes before any 402.
  check: (input) => {
    serializedOrigin(input.origin)
  },
  handler: ({ input }) => {
    const origin = serializedOrigin(input.origin)
    const sameOrigin = input.url !== undefined && origin !== 'null' && new URL(input.url).origin === origin
    return analyzePreflight({ ...input, origin, sameOrigin })
  },
})

/** The Origin header a browser sends: `scheme://host[:port]` (lower-case host, no default port, no path) or `null`. */
function serializedOrigin(origin: string): string {
  if (origin === 'null') return origin
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    throw invalidField('origin', 'is not an origin such as https://app.example.com (or null)')
  }
  if (parsed.origin === 'null') throw invalidField('origin', `a ${parsed.protocol} URL has an opaque origin; send "null"`)
  if (parsed.origin !== origin) throw invalidField('origin', `is not a serialized origin; a browser sends "${parsed.origin}"`)
  return origin
}
