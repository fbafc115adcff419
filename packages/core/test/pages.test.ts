import { afterAll, describe, expect, it } from 'vitest'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const ADMIN = 'admin-token-0123456789'
const app = h.open({ plugins: [demoPlugin], gate: recordingGate(), config: { adminToken: ADMIN, publicUrl: 'https://api.example.test' } }).app
const off = h.open({ plugins: [demoPlugin] }).app
afterAll(async () => {
  await app.close()
  await off.close()
})

const html = async (path: string) => {
  const response = await app.request(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  return response.text()
}

describe('directory filters', () => {
  it('?group= keeps one group', async () => {
    const body = await (await app.request('/api/directory?group=demo')).json()
    expect(body.count).toBeGreaterThan(3)
    expect(body.operations.every((entry: { group: string }) => entry.group === 'demo')).toBe(true)
  })
  it('?q= ranks by the task, with scores', async () => {
    const body = await (await app.request('/api/directory?q=echo%20parameters')).json()
    expect(body.operations[0].id).toBe('demo.echo')
    expect(body.operations[0].score).toBeGreaterThan(0)
    expect(body.query).toBe('echo parameters')
  })
  it('?q= within a group', async () => {
    const body = await (await app.request('/api/directory?q=search%20endpoints&group=demo')).json()
    expect(body.operations.map((entry: { id: string }) => entry.id)).not.toContain('search.endpoints')
  })
  it.each([
    ['/api/directory?group=nope', 'group'],
    ['/api/directory?q=a', 'q'],
    ['/api/directory?limit=3', 'limit'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const response = await app.request(path)
    expect(response.status).toBe(400)
    expect((await response.json()).field).toBe(field)
  })
})

describe('home page', () => {
  it('says what the host is, how to try and pay, its groups and links', async () => {
    const text = await html('/')
    expect(text).toContain('operations in')
    expect(text).toContain('trial=1')
    expect(text).toContain('402 Payment Required')
    expect(text).toMatch(/<a href="\/docs#demo">demo<\/a> <span class="count">\d+<\/span>/)
    for (const link of ['/docs', '/openapi.json', '/llms.txt', '/.well-known/recording']) expect(text).toContain(`href="${link}"`)
    expect(text).toContain('id="search"')
  })
  it('serves a real ICO favicon and its own assets', async () => {
    const icon = new Uint8Array(await (await app.request('/favicon.ico')).arrayBuffer())
    expect([...icon.slice(0, 4)]).toEqual([0, 0, 1, 0])
    expect(await (await app.request('/assets/home.js')).text()).toContain('/api/directory?q=')
    expect((await app.request('/assets/site.css')).headers.get('content-type')).toMatch(/^text\/css/)
  })
})

describe('/docs', () => {
  it('lists every operation by group with its price', async () => {
    const text = await html('/docs')
    expect(text).toContain('<section id="demo">')
    expect(text).toContain('href="/docs/demo.echo"')
    expect(text).toContain('$0.0025 per call')
  })
  it('an operation page: params with bounds, price, samples, try-it', async () => {
    const text = await html('/docs/demo.echo')
    expect(text).toContain('<code>text</code></td><td>string</td><td>yes</td><td>2 to 10 characters</td>')
    expect(text).toContain('<code>count</code></td><td>integer</td><td>no</td><td>1 to 5</td>')
    expect(text).toContain('one of &quot;a&quot;, &quot;b&quot;')
    expect(text).toContain('$0.0025 per call')
    expect(text).toContain('curl &#39;https://api.example.test/api/demo/echo?text=%3Ctext%3E&amp;trial=1&#39;')
    expect(text).toContain('svc.call(&#39;demo.echo&#39;')
    expect(text).toContain('id="try-form"')
    // Which rails take it: this host's one rail.
    expect(text).toContain('<dt>Pay with</dt><dd>the recording rail, or <code>trial=1</code>')
  })
  it('describes up-to billing and a POST body sample', async () => {
    const text = await html('/docs/demo.metered')
    expect(text).toContain('Up to $0.1 per call')
    expect(text).toContain('-X POST')
  })
  it('an unknown operation or group is a 404 page naming it', async () => {
    for (const path of ['/docs/demo.nothing', '/docs/nogroup']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(await response.text(), path).toContain(`This host has no operation or group <code>${path.slice(6)}</code>`)
    }
  })
  it('a group is a page of its operations', async () => {
    const text = await html('/docs/demo')
    expect(text).toContain('<h1>demo</h1>')
    expect(text).toContain('href="/docs/demo.echo"')
    expect(text).not.toContain('href="/docs/batch.run"')
    expect(await html('/docs')).toContain('<h2><a href="/docs/demo">demo</a></h2>')
  })
  it('gives every parameter a description: the declared one, else what its schema says', async () => {
    for (const id of ['demo.echo', 'demo.submit', 'batch.run']) {
      const text = await html(`/docs/${id}`)
      const rows = [...text.matchAll(/<tr><td><code>(\w+)<\/code><\/td>(?:<td>[\s\S]*?<\/td>){4}<td>([\s\S]*?)<\/td><\/tr>/g)]
      expect(rows.length, id).toBeGreaterThan(0)
      for (const [, name, description] of rows) expect(description!.trim(), `${id} ${name}`).not.toBe('')
    }
    expect(await html('/docs/demo.echo')).toContain('<td><code>text</code></td><td>string</td><td>yes</td><td>2 to 10 characters</td><td></td><td>A text: 2 to 10 characters.</td>')
  })
})

describe('admin surfaces are off without a token', () => {
  it.each(['/dashboard', '/api/admin/stats', '/api/admin/prices', '/api/admin/webhooks'])('%s answers 404', async (path) => {
    expect((await off.request(path)).status).toBe(404)
  })
  it('/metrics is open on a host without a token', async () => {
    const response = await off.request('/metrics')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('# TYPE svc_calls_total counter')
  })
})

describe('pages and browsers', () => {
  const pages = ['/', '/docs', '/docs/demo.echo']
  it.each(pages)('%s forbids inline script and framing, sniffing and referrers', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    const policy = Object.fromEntries(response.headers.get('content-security-policy')!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }))
    expect(policy).toMatchObject({ 'default-src': "'none'", 'script-src': "'self'", 'frame-ancestors': "'none'", 'base-uri': "'none'" })
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    // Every script of the page is a file the host serves, none inline (the page's data is JSON, not run).
    const text = await response.text()
    const scripts = [...text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    for (const [, attributes, body] of scripts) expect(/src="\/assets\//.test(attributes!) || (/type="application\/json"/.test(attributes!) && body!.length > 0), `${path}: <script${attributes}>`).toBe(true)
    expect(text).not.toMatch(/<[^>]+\son[a-z]+=/)
  })

  it('serves its scripts and styles with nosniff', async () => {
    for (const path of ['/assets/try-it.js', '/assets/site.css']) expect((await app.request(path)).headers.get('x-content-type-options'), path).toBe('nosniff')
  })

  it('gives each page answer its own CORS headers: one origin\'s allowance never reaches another', async () => {
    const listed = h.open({ plugins: [demoPlugin], config: { corsOrigins: ['https://a.example'] } }).app
    for (let i = 0; i < 3; i++) expect((await listed.request('/docs', { headers: { origin: 'https://a.example' } })).headers.get('access-control-allow-origin')).toBe('https://a.example')
    const other = await listed.request('/docs', { headers: { origin: 'https://b.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(other.headers.get('vary')).toBe('Origin')
    await listed.close()
  })
})
