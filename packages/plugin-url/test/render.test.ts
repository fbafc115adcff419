import { chromiumPath, describeWith, testHost } from '@svc/core/testing'
import { expect, it, vi } from 'vitest'
import { urlPlugin } from '../src/index.ts'

// Test-only allowance, as in plugin-ai's screenshot tests: the browser (and the guard before it) may
// reach the fixture server on 127.0.0.1; every other address still goes through the public-only policy.
vi.mock('../../providers/src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../providers/src/web-page/policy.ts')>()
  return { addressPolicy: (address: string, family: 4 | 6) => address === '127.0.0.1' || real.addressPolicy(address, family), acceptInvalidCertificates: false }
})

const PAGE = `<!doctype html><html><head><title>Before</title></head><body><div id="app">loading</div>
<p>${'padding '.repeat(300)}</p>
<script>setTimeout(() => { document.getElementById('app').textContent = 'rendered by script'; document.title = 'After' }, 50)</script></body></html>`

const describeWithChromium = await describeWith('chromium')
describeWithChromium('url.render', () => {
  // The page is served on the host's fixture server (no upstream of its own); the host is started as at start-up.
  const h = testHost({
    plugins: [urlPlugin],
    start: true,
    hostPer: 'test', // one browser per test, not per call
    config: { settings: { ai: { screenshot: { executablePath: chromiumPath(), concurrency: 1 } } } },
    routes: { 'GET /app': { body: PAGE, headers: { 'content-type': 'text/html' } }, 'GET /favicon.ico': { status: 404, body: '' } },
  })
  const get = (query: string) => h.call(`/api/url/render?${query}`)

  it('answers the HTML after the page\'s scripts ran', async () => {
    const { status, body } = await get(`url=${encodeURIComponent(`${h.server.url}/app`)}&waitUntil=networkidle0`)
    expect(status, JSON.stringify(body)).toBe(200)
    const row = body.data.items[0]
    expect(row).toMatchObject({ url: `${h.server.url}/app`, finalUrl: `${h.server.url}/app`, status: 200, title: 'After', truncated: false })
    expect(row.html).toContain('<div id="app">rendered by script</div>')
    expect(row.renderMs).toBeGreaterThan(0)
  }, 60_000)

  it('cuts the HTML at maxChars and says so', async () => {
    const { body } = await get(`url=${encodeURIComponent(`${h.server.url}/app`)}&waitUntil=load&maxChars=1000`)
    expect(body.data.items[0]).toMatchObject({ truncated: true })
    expect(body.data.items[0].html).toHaveLength(1000)
  }, 60_000)

  it('refuses private addresses before starting the browser', async () => {
    const { status, body } = await get(`url=${encodeURIComponent('http://10.1.2.3/')}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'url', reason: 'forbidden_address' })
  })

  it('names the bad field', async () => {
    expect((await get(`url=${encodeURIComponent(`${h.server.url}/app`)}&timeoutMs=100`)).body).toMatchObject({ field: 'timeoutMs' })
    expect((await get('url=ftp%3A%2F%2Fexample.com%2F')).body).toMatchObject({ field: 'url' })
  })
})
