import { describe, expect, it } from 'vitest'
import { ok, rejects } from './_app.ts'

const origin = 'https://app.example.com'
const analyze = (body: Record<string, unknown>) => ok('preflight', { origin, ...body })
const failing = (data: { checks: Array<{ name: string; ok: boolean }> }) => data.checks.filter((check) => !check.ok).map((check) => check.name)

describe('dev.preflight', () => {
  it('needs no preflight for a simple GET and passes with Access-Control-Allow-Origin *', async () => {
    expect(await analyze({ method: 'GET', requestHeaders: { Accept: 'application/json', 'Content-Type': 'text/plain;charset=UTF-8' }, responseHeaders: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Total, ETag' } })).toStrictEqual({
      origin, method: 'GET', credentials: false, crossOrigin: true, allowed: true,
      reason: 'allowed: no preflight is needed and the response passes the CORS check',
      preflight: { required: false, reasons: [], request: null, cacheSeconds: null },
      checks: [{ name: 'allow-origin', ok: true, detail: 'Access-Control-Allow-Origin is *, which allows any origin without credentials' }],
      exposedHeaders: ['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma', 'x-total', 'etag'],
      warnings: [],
    })
  })

  it('describes the preflight of a JSON PUT with a custom header, and passes it when everything is allowed', async () => {
    const data = await analyze({
      method: 'put',
      requestHeaders: { 'Content-Type': 'application/json', 'X-Request-Id': 'abc' },
      responseStatus: 200,
      responseHeaders: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'GET, PUT, DELETE', 'Access-Control-Allow-Headers': 'content-type, X-Request-ID', 'Access-Control-Max-Age': '600' },
    })
    expect(data).toMatchObject({ method: 'PUT', allowed: true, reason: 'allowed: the preflight passes and the response passes the CORS check', warnings: ['fetch() normalizes the method "put" to PUT'] })
    expect(data.preflight).toStrictEqual({
      required: true,
      reasons: ['PUT is not a CORS-safelisted method (GET, HEAD, POST)', 'content-type is not a CORS-safelisted request header (name and value)', 'x-request-id is not a CORS-safelisted request header (name and value)'],
      request: { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,x-request-id' } },
      cacheSeconds: 600,
    })
    expect(data.checks.map((check: { name: string }) => check.name)).toStrictEqual(['status', 'allow-origin', 'allow-methods', 'allow-headers'])
  })

  it('blocks PATCH sent in lower case: fetch does not upper-case it and method names are case-sensitive', async () => {
    const data = await analyze({ method: 'patch', responseHeaders: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'PATCH' } })
    expect(data).toMatchObject({ method: 'patch', allowed: false, reason: 'blocked: Access-Control-Allow-Methods "PATCH" does not list patch (method names are case-sensitive)' })
    expect(data.warnings).toStrictEqual(['fetch() sends "patch" as given: only DELETE, GET, HEAD, OPTIONS, POST and PUT are upper-cased'])
    expect((await analyze({ method: 'PATCH', responseHeaders: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'PATCH' } })).allowed).toBe(true)
  })

  it('applies the credentials rules: no * for origin, methods or headers, and Allow-Credentials exactly true', async () => {
    const wild = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': '*', 'Access-Control-Allow-Headers': '*' }
    expect((await analyze({ method: 'DELETE', requestHeaders: { 'X-A': '1' }, responseHeaders: wild })).allowed).toBe(true)
    const credentialed = await analyze({ method: 'DELETE', credentials: true, requestHeaders: { 'X-A': '1' }, responseHeaders: wild })
    expect(failing(credentialed)).toStrictEqual(['allow-origin', 'allow-credentials', 'allow-methods', 'allow-headers'])
    expect(credentialed.reason).toBe('blocked: Access-Control-Allow-Origin * is not allowed with credentials; the server must echo the exact origin')
    const exact = { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', 'Access-Control-Allow-Methods': 'DELETE', 'Access-Control-Allow-Headers': 'x-a' }
    expect((await analyze({ method: 'DELETE', credentials: true, requestHeaders: { 'X-A': '1' }, responseHeaders: exact })).allowed).toBe(true)
    const wrongFlag = await analyze({ method: 'GET', credentials: true, responseHeaders: { ...exact, 'Access-Control-Allow-Credentials': 'True' } })
    expect(wrongFlag.reason).toBe('blocked: a credentialed request needs Access-Control-Allow-Credentials: true; the response has "True"')
  })

  it('never lets the * wildcard cover Authorization', async () => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
    const data = await analyze({ method: 'GET', requestHeaders: { Authorization: 'Bearer t', 'X-Custom': '1' }, responseHeaders: headers })
    expect(data.reason).toBe('blocked: Access-Control-Allow-Headers does not allow authorization (the * wildcard never covers Authorization)')
    expect((await analyze({ method: 'GET', requestHeaders: { Authorization: 'Bearer t' }, responseHeaders: { ...headers, 'Access-Control-Allow-Headers': '*, Authorization' } })).allowed).toBe(true)
  })

  it('reads the origin check byte for byte', async () => {
    const check = async (allowOrigin: string) => (await analyze({ method: 'GET', responseHeaders: { 'access-control-allow-origin': allowOrigin } })).reason
    expect(await check('https://app.example.com/')).toBe('blocked: Access-Control-Allow-Origin is "https://app.example.com/", not the request\'s origin "https://app.example.com" (it must match byte for byte)')
    expect(await check('https://APP.example.com')).toMatch(/must match byte for byte/)
    expect(await check('https://app.example.com, https://other.example')).toMatch(/it must hold exactly one origin/)
    expect(await check('https://other.example')).toMatch(/^blocked: Access-Control-Allow-Origin is "https:\/\/other.example"/)
    expect((await analyze({ method: 'GET' })).reason).toBe('blocked: the response has no Access-Control-Allow-Origin')
    expect((await analyze({ origin: 'null', method: 'GET', responseHeaders: { 'Access-Control-Allow-Origin': 'null' } })).allowed).toBe(true)
  })

  it('fails a preflight answered with a non-2xx status or malformed lists', async () => {
    const allow = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'PUT' }
    expect(failing(await analyze({ method: 'PUT', responseStatus: 404, responseHeaders: allow }))).toStrictEqual(['status'])
    expect(failing(await analyze({ method: 'PUT', responseStatus: 301, responseHeaders: allow }))).toStrictEqual(['status'])
    expect(failing(await analyze({ method: 'PUT', responseHeaders: { ...allow, 'Access-Control-Allow-Methods': 'PUT;GET' } }))).toStrictEqual(['allow-methods'])
    expect(failing(await analyze({ method: 'PUT', responseHeaders: { 'Access-Control-Allow-Origin': '*' } }))).toStrictEqual(['allow-methods'])
  })

  it('applies the safelist to header values, not only names', async () => {
    const needs = async (requestHeaders: Record<string, string>) => (await analyze({ method: 'POST', requestHeaders, responseHeaders: { 'Access-Control-Allow-Origin': '*' } })).preflight.required
    expect(await needs({ 'Content-Type': 'application/x-www-form-urlencoded' })).toBe(false)
    expect(await needs({ 'Content-Type': 'multipart/form-data; boundary=x' })).toBe(false)
    expect(await needs({ 'Content-Type': 'application/json' })).toBe(true)
    expect(await needs({ 'Content-Type': 'text/plain, application/json' })).toBe(true)
    expect(await needs({ 'Accept-Language': 'en-US,en;q=0.9' })).toBe(false)
    expect(await needs({ 'Accept-Language': 'en_US' })).toBe(true)
    expect(await needs({ Accept: 'text/html' })).toBe(false)
    expect(await needs({ Accept: 'x'.repeat(129) })).toBe(true)
    expect(await needs({ Accept: 'a"b' })).toBe(true)
    expect(await needs({ Range: 'bytes=0-99' })).toBe(false)
    expect(await needs({ Range: 'bytes=-99' })).toBe(true)
    expect(await needs({ Range: 'bytes=5-1' })).toBe(true)
    // Safelisted values may total 1024 bytes at most; each member is one header-list entry, as with append().
    const entries = (count: number) => ({ 'Content-Type': 'text/plain', ...Object.fromEntries(['Accept', 'ACCEPT', 'accept', 'aCCEPT', 'Accept-Language', 'ACCEPT-LANGUAGE', 'Content-Language', 'CONTENT-LANGUAGE'].slice(0, count).map((name) => [name, 'a'.repeat(126)])) })
    expect(await needs(entries(8))).toBe(false)
    const big = await analyze({ method: 'POST', requestHeaders: { ...entries(8), 'content-type': 'text/plain; charset=utf-8' }, responseHeaders: { 'Access-Control-Allow-Origin': '*' } })
    expect(big.preflight.request.headers['access-control-request-headers']).toBe('accept,accept-language,content-language,content-type')
  })

  it('drops forbidden headers, refuses forbidden methods, and skips CORS for same-origin URLs', async () => {
    const data = await analyze({ method: 'GET', requestHeaders: { Cookie: 'a=1', 'Sec-Fetch-Mode': 'cors', 'X-HTTP-Method-Override': 'TRACE' }, responseHeaders: { 'Access-Control-Allow-Origin': '*' } })
    expect(data).toMatchObject({ allowed: true, preflight: { required: false } })
    expect(data.warnings).toStrictEqual(['cookie is a forbidden request header: the browser drops it', 'sec-fetch-mode is a forbidden request header: the browser drops it', 'x-http-method-override is a forbidden request header: the browser drops it'])
    expect(await analyze({ method: 'trace' })).toMatchObject({ allowed: false, reason: 'trace is a forbidden method: fetch() throws a TypeError before sending', preflight: null })
    expect(await analyze({ method: 'DELETE', url: 'https://app.example.com/api/x' })).toMatchObject({ crossOrigin: false, allowed: true, reason: 'the url has the same origin: CORS does not apply' })
    expect((await analyze({ method: 'GET', url: 'http://app.example.com/' })).crossOrigin).toBe(true)
    const cached = await analyze({ method: 'PUT', responseHeaders: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'PUT', 'Access-Control-Max-Age': '86400' } })
    expect(cached.preflight.cacheSeconds).toBe(86400)
    expect(cached.warnings).toStrictEqual(['Access-Control-Max-Age 86400: Chromium caps it at 7200 s, Firefox at 86400 s'])
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('preflight', { method: 'GET' }, 'origin')
    for (const bad of ['app.example.com', 'https://app.example.com/', 'https://App.example.com', 'https://a.example:443', 'file:///x', 'abc']) {
      await rejects('preflight', { origin: bad, method: 'GET' }, 'origin')
    }
    await rejects('preflight', { origin }, 'method')
    for (const method of ['', 'GE T', 'x'.repeat(33)]) await rejects('preflight', { origin, method }, 'method')
    await rejects('preflight', { origin, method: 'GET', url: 'not a url' }, 'url')
    await rejects('preflight', { origin, method: 'GET', credentials: 'include' }, 'credentials')
    await rejects('preflight', { origin, method: 'GET', requestHeaders: { 'Bad Name': 'x' } }, 'requestHeaders.Bad Name')
    await rejects('preflight', { origin, method: 'GET', requestHeaders: { 'X-A': 'a\nb' } }, 'requestHeaders.X-A')
    await rejects('preflight', { origin, method: 'GET', requestHeaders: { 'X-A': 1 } }, 'requestHeaders.X-A')
    await rejects('preflight', { origin, method: 'GET', responseHeaders: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`x-${i}`, 'v'])) }, 'responseHeaders')
    for (const responseStatus of [99, 600, 200.5]) await rejects('preflight', { origin, method: 'GET', responseStatus }, 'responseStatus')
    await rejects('preflight', { origin, method: 'GET', mode: 'cors' }, 'mode')
  })
})
