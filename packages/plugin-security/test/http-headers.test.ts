import { type FixtureServer, testHost, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { gradeHeaders } from '../src/headers/grade.ts'
import { securityPlugin } from '../src/index.ts'
import { HARDENED_HEADERS as HARDENED } from './_harness.ts'

// Pages are served on loopback: allowed for exactly 127.0.0.1; other private addresses stay refused.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

/** Header sets made up for these tests: one hardened site (shared with the example's page), one bare one. */
const BARE = { server: 'Apache/2.4.41 (Ubuntu)', 'x-powered-by': 'PHP/7.4.3', 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': "default-src * 'unsafe-inline' 'unsafe-eval'" }

let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({
    'GET /hardened': { body: '<html></html>', headers: { 'content-type': 'text/html', ...HARDENED } },
    'GET /bare': { body: '<html></html>', headers: { 'content-type': 'text/html', ...BARE } },
    'GET /moved': { status: 302, headers: { location: '/bare' } },
    'GET /private': { status: 301, headers: { location: 'http://10.0.0.9/' } },
  })
})
afterAll(() => site.close())

const app = testHost({ plugins: securityPlugin })

describe('security.http-headers', () => {
  it('grades a page with weak headers: what is missing, weak or leaking, over http', async () => {
    const data = await app.ok(`/api/security/http-headers?url=${encodeURIComponent(`${site.url}/moved`)}`)
    const [item] = data.items
    expect(item).toMatchObject({ url: `${site.url}/moved`, finalUrl: `${site.url}/bare`, status: 200, https: false, grade: 'F' })
    const byName = Object.fromEntries(item.headers.map((entry: { header: string; status: string }) => [entry.header, entry.status]))
    expect(byName).toEqual({
      'strict-transport-security': 'missing',
      'content-security-policy': 'weak',
      'x-content-type-options': 'missing',
      'x-frame-options': 'good',
      'referrer-policy': 'missing',
      'permissions-policy': 'missing',
      'cross-origin-opener-policy': 'missing',
    })
    expect(item.headers[1].note).toBe("allows 'unsafe-inline' scripts, 'unsafe-eval', scripts from any host")
    expect(item.warnings).toEqual(['X-Powered-By discloses the platform: PHP/7.4.3', 'Server discloses a version: Apache/2.4.41 (Ubuntu)'])
    expect(item.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('refuses a private address, also behind a redirect, saying only that it is not allowed', async () => {
    const body = await app.rejects(`/api/security/http-headers?url=${encodeURIComponent('http://10.0.0.1/')}`, 'url')
    expect(body).toMatchObject({ reason: 'forbidden_address', error: expect.stringContaining('is not allowed') })
    expect(await app.rejects(`/api/security/http-headers?url=${encodeURIComponent(`${site.url}/private`)}`, 'url')).toMatchObject({ reason: 'forbidden_address' })
  })

  it('names the bad field', async () => {
    await app.rejects('/api/security/http-headers', 'url')
    await app.rejects('/api/security/http-headers?url=ftp%3A%2F%2Fexample.org%2F', 'url')
    await app.rejects(`/api/security/http-headers?url=https://example.org/${'a'.repeat(2048)}`, 'url')
  })

  it('answers 502 for a site that cannot be reached', () => app.status('/api/security/http-headers?url=http%3A%2F%2F127.0.0.1%3A9%2F', 502, undefined, 'UPSTREAM_FAILED'))
})

describe('header grading', () => {
  it('gives A to a hardened https page', () => {
    const graded = gradeHeaders(HARDENED, true)
    expect(graded).toMatchObject({ grade: 'A', score: 100, warnings: [] })
    expect(graded.checks.find((entry) => entry.header === 'x-frame-options')).toMatchObject({ status: 'good', value: "frame-ancestors 'none'" })
    expect(graded.checks[0]!.note).toBe('at least 6 months, subdomains included, preload asked')
  })

  it('marks HSTS over http bad, a short or zero max-age weak or bad, and unsafe referrers bad', () => {
    expect(gradeHeaders(HARDENED, false).checks[0]!.status).toBe('bad')
    expect(gradeHeaders({ 'strict-transport-security': 'max-age=86400' }, true).checks[0]!.status).toBe('weak')
    expect(gradeHeaders({ 'strict-transport-security': 'max-age=0' }, true).checks[0]!.status).toBe('bad')
    expect(gradeHeaders({ 'referrer-policy': 'unsafe-url' }, true).checks.find((entry) => entry.header === 'referrer-policy')!.status).toBe('bad')
    expect(gradeHeaders({ 'referrer-policy': 'no-referrer, strict-origin-when-cross-origin' }, true).checks.find((entry) => entry.header === 'referrer-policy')!.status).toBe('good')
    expect(gradeHeaders({ 'x-content-type-options': 'sniff' }, true).checks.find((entry) => entry.header === 'x-content-type-options')!.status).toBe('bad')
    expect(gradeHeaders({}, true)).toMatchObject({ grade: 'F', score: 0 })
  })

  it('accepts a nonce or strict-dynamic beside unsafe-inline (ignored by CSP3 browsers)', () => {
    expect(gradeHeaders({ 'content-security-policy': "script-src 'unsafe-inline' 'nonce-abc'" }, true).checks[1]!.status).toBe('good')
    expect(gradeHeaders({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" }, true).checks[1]!.status).toBe('weak')
    expect(gradeHeaders({ 'content-security-policy-report-only': "default-src 'self'" }, true).checks[1]).toMatchObject({ status: 'missing', note: 'only a report-only policy: nothing is enforced' })
  })
})
