import { defineOperation, fetchPublicUrl, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { gradeHeaders } from '../headers/grade.ts'

export default defineOperation({
  name: 'http-headers',
  method: 'GET',
  description: 'Grade the security headers a web page answers with: HSTS, Content-Security-Policy, X-Content-Type-Options, X-Frame-Options or frame-ancestors, Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy, each good, weak or missing with a note, an A-F grade, and warnings on version disclosure.',
  input: v.object({
    url: v.pipe(v.string(), v.trim(), v.maxLength(2048), v.regex(/^https?:\/\//i, 'must be an http(s) URL'), v.description('Page to check')),
  }),
  effects: ['fetch'],
  sources: sourcesInWords("the caller's URL, fetched through core's URL guard (public addresses only)"),
  keywords: ['check security headers', 'is hsts enabled', 'content security policy check', 'clickjacking protection', 'website security grade'],
  example: { params: { url: 'https://example.org/' } },
  async handler({ input, signal }) {
    const page = await fetchPublicUrl(input.url, { field: 'url', maxBytes: 64 * 1024, overflow: 'truncate', anyStatus: true, maxRedirects: 5, timeoutMs: 10_000, signal })
    const https = page.url.startsWith('https:')
    const graded = gradeHeaders(page.headers, https)
    const item = {
      url: input.url,
      finalUrl: page.url,
      status: page.status,
      https,
      grade: graded.grade,
      score: graded.score,
      headers: graded.checks.map(({ header, status, value, note }) => ({ header, status, value, note })),
      warnings: graded.warnings,
      checkedAt: new Date().toISOString(),
    }
    return lookupAnswer(item, localSource('the checked site, graded by svc', page.url, 'Headers as the site served them; grading by svc (MIT)'))
  },
})
