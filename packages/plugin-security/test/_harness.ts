/** A fixture file of one upstream, as a fixture-server answer. */
export const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })

/** Response headers of a hardened site, made up for these tests (http-headers.test.ts, and the example's page). */
export const HARDENED_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-r4nd0m'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(), camera=()',
  'cross-origin-opener-policy': 'same-origin',
}
