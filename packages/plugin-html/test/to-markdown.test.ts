import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { testHost } from '@svc/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { htmlPool } from '../src/pool.ts'
import { htmlPlugin } from '../src/index.ts'

// The fixture server listens on loopback, which core's URL guard refuses; tests that fetch
// from it allow exactly 127.0.0.1, and every other test runs the real guard.
const guard = vi.hoisted(() => ({ allowLoopback: false }))
vi.mock('@svc/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@svc/core')>()
  return {
    ...core,
    fetchPublicUrl: (url: string, options: Parameters<typeof core.fetchPublicUrl>[1]) =>
      core.fetchPublicUrl(url, guard.allowLoopback ? { ...options, policy: (address) => address === '127.0.0.1' || address === '::ffff:127.0.0.1' } : options),
  }
})

// Pages for the url input are served on the host's fixture server (no upstream of its own).
const h = testHost({
  plugins: [htmlPlugin],
  config: { bodyLimitBytes: 4 * 1024 * 1024 },
  routes: {
    'GET /page': { body: Buffer.from('<html><head><title>Caf\xe9</title></head><body><h1>Men\xfc</h1><p><a href="/next">next</a></p></body></html>', 'latin1'), headers: { 'content-type': 'text/html; charset=windows-1252' } },
    'GET /moved': { status: 301, headers: { location: '/page' } },
    'GET /data': { body: { not: 'html' } },
  },
})
// A host with the default body limit.
const plain = testHost({ plugins: [htmlPlugin] })
const convert = (body: Record<string, unknown>, on = h) => on.call('/api/html/to-markdown', body)
async function markdown(html: string, options: Record<string, unknown> = {}) {
  const { status, body } = await convert({ html, ...options })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data.markdown as string
}

describe('html.to-markdown: conversion', () => {
  it('converts a page: title, base href, scripts and styles removed, GFM extras, stats', async () => {
    const html = '<!doctype html><html><head><title>Docs</title><base href="https://example.com/docs/"><style>p{}</style><script>x()</script></head><body><h1>Guide</h1><p>Read <strong>this</strong> and <em>that</em>, see <a href="../about">about</a>, <a href="javascript:alert(1)">bad</a>.</p><p><img src="img/logo.png" alt="Logo"></p><ul><li>one</li><li><input type="checkbox" checked> done</li></ul><p><del>old</del></p><pre><code class="language-js">const a = 1</code></pre><noscript>enable js</noscript></body></html>'
    const { status, body } = await convert({ html })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      markdown: '# Guide\n\nRead **this** and _that_, see [about](https://example.com/about), bad.\n\n![Logo](https://example.com/docs/img/logo.png)\n\n-   one\n-   [x]  done\n\n~~old~~\n\n```js\nconst a = 1\n```',
      title: 'Docs',
      url: null,
      baseUrl: 'https://example.com/docs/',
      stats: { charsIn: html.length, charsOut: 182, links: 1, images: 1, tables: 0, headings: 1 },
    })
  })

  it('writes GFM tables, escaping pipes and giving a headerless table an empty header', async () => {
    expect(await markdown('<table><thead><tr><th>Name</th><th>Qty</th></tr></thead><tbody><tr><td>A | B</td><td>3</td></tr></tbody></table><table><tr><td>x</td><td>y</td></tr><tr><td>1</td><td>2</td></tr></table>'))
      .toBe('| Name | Qty |\n| --- | --- |\n| A \\| B | 3   |\n\n|     |     |\n| --- | --- |\n| x   | y   |\n| 1   | 2   |')
  })

  it('flattens a layout table around a nested table and keeps the inner one as a table', async () => {
    expect(await markdown('<table><tr><td>outer<table><tr><th>In</th></tr><tr><td>1</td></tr></table></td><td>side</td></tr></table>'))
      .toBe('outer\n\n| In  |\n| --- |\n| 1   |\n\nside')
  })

  it('keeps a table whose cells hold lists as HTML, which GFM renders', async () => {
    expect(await markdown('<table><tr><td><ul><li>a</li></ul></td></tr></table>')).toBe('<table><tbody><tr><td><ul><li>a</li></ul></td></tr></tbody></table>')
  })

  it('follows the style options', async () => {
    expect(await markdown('<h1>T</h1><h2>S</h2><ul><li>a</li></ul><pre><code>x</code></pre><p><a href="https://e.com/">l</a></p>', { headingStyle: 'setext', bulletListMarker: '*', codeBlockStyle: 'indented', linkStyle: 'referenced' }))
      .toBe('T\n=\n\nS\n-\n\n*   a\n\n    x\n\n[l][1]\n\n[1]: https://e.com/')
    expect(await markdown('<table><tr><th>a</th></tr><tr><td>1</td></tr></table><p><del>x</del></p>', { gfm: false })).toBe('a\n\n1\n\nx')
  })

  it('keeps scripts and styles as raw HTML when stripScripts is false', async () => {
    expect(await markdown('<p>x</p><script>alert(1)</script><style>p{}</style>', { stripScripts: false })).toBe('x\n\n<script>alert(1)</script><style>p{}</style>')
  })

  it('resolves relative URLs against baseUrl, and leaves them when there is no base', async () => {
    expect(await markdown('<p><a href="/rel">r</a><img src="i.png"></p>')).toBe('[r](/rel)![](i.png)')
    const { body } = await convert({ html: '<base href="https://page.test/"><p><a href="/rel">r</a></p>', baseUrl: 'https://override.test/a/' })
    expect(body.data).toMatchObject({ markdown: '[r](https://override.test/rel)', baseUrl: 'https://override.test/a/' })
  })

  it('converts large documents on a worker thread with the same result, and long tables in linear time', async () => {
    const block = '<h2>Part</h2><p>Text with <a href="https://e.com/x">a link</a>.</p>'
    const big = block.repeat(Math.ceil(100_000 / block.length))
    const { body } = await convert({ html: big })
    expect(body.data.markdown).toBe(Array.from({ length: Math.ceil(100_000 / block.length) }, () => '## Part\n\nText with [a link](https://e.com/x).').join('\n\n'))
    expect(body.data.stats).toMatchObject({ charsIn: big.length, links: Math.ceil(100_000 / block.length), headings: Math.ceil(100_000 / block.length) })
    // Linear, not quadratic: ten times the rows costs far less than a hundred times the time.
    const timeTable = async (rows: number) => {
      const started = performance.now()
      const table = await convert({ html: `<table><tr><th>h</th></tr>${'<tr><td>1</td></tr>'.repeat(rows)}</table>` })
      expect(table.body.data.markdown.split('\n')).toHaveLength(rows + 2)
      return performance.now() - started
    }
    await timeTable(2_000)
    const small = await timeTable(2_000)
    const large = await timeTable(20_000)
    expect(large / small).toBeLessThan(40)
  })

  it('refuses documents nested deeper than 512 elements, inline and on the worker', async () => {
    expect((await convert({ html: `${'<div>'.repeat(500)}x` })).status).toBe(200)
    for (const html of [`${'<div>'.repeat(600)}x`, `${'<div>'.repeat(600)}x${' '.repeat(70_000)}`, `${'<ul><li>'.repeat(300)}x`]) {
      const { status, body } = await convert({ html })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'html', reason: 'too_deep' })
    }
  })

  it('stops a conversion that runs past the time limit', async () => {
    const saved = htmlPool.limits.timeLimitMs
    htmlPool.limits.timeLimitMs = 1
    try {
      const { status, body } = await convert({ html: '<p>a</p>'.repeat(50_000) })
      expect(status).toBe(400)
      expect(body).toMatchObject({ field: 'html', reason: 'too_slow' })
    } finally {
      htmlPool.limits.timeLimitMs = saved
    }
    expect((await convert({ html: '<p>a</p>'.repeat(10_000) })).status).toBe(200)
  })
})

describe('html.to-markdown: url input through the URL guard', () => {
  it('fetches a page, decodes its charset, follows redirects and resolves links against the final URL', async () => {
    guard.allowLoopback = true
    try {
      const { status, body } = await convert({ url: `${h.server.url}/moved` })
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ markdown: `# Menü\n\n[next](${h.server.url}/next)`, title: 'Café', url: `${h.server.url}/page`, baseUrl: `${h.server.url}/page` })
      const wrongType = await convert({ url: `${h.server.url}/data` })
      expect(wrongType.status).toBe(400)
      expect(wrongType.body).toMatchObject({ field: 'url', reason: 'content_type' })
    } finally {
      guard.allowLoopback = false
    }
  })

  it('stops fetching the page when the call is abandoned mid-body, closing the connection', async () => {
    // The fixture server answers whole bodies; this one sends headers and the start of a page, then stalls.
    let sent!: () => void
    let closed!: () => void
    const bodyStarted = new Promise<void>((resolve) => { sent = resolve })
    const connectionClosed = new Promise<void>((resolve) => { closed = resolve })
    const stalling = createServer((_request, response) => {
      response.on('close', closed)
      response.writeHead(200, { 'content-type': 'text/html' })
      response.write('<html><body><p>the rest never comes', () => sent())
    })
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve))
    guard.allowLoopback = true
    try {
      const controller = new AbortController()
      const started = performance.now()
      const answering = h.app.request('/api/html/to-markdown', { json: { url: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}/` }, signal: controller.signal })
      await bodyStarted
      await sleep(100)
      controller.abort()
      // Without the signal the fetch would wait for its 10 s timeout.
      const outcome = await Promise.race([answering.then(async (response) => ({ status: response.status, body: await response.json() })), sleep(2000, 'still fetching')])
      expect(outcome).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('abandoned') } })
      expect(performance.now() - started).toBeLessThan(2000)
      expect(await Promise.race([connectionClosed.then(() => 'closed'), sleep(1000, 'open')])).toBe('closed')
    } finally {
      guard.allowLoopback = false
      stalling.closeAllConnections()
      stalling.close()
    }
  })

  it('refuses loopback, private and metadata addresses', async () => {
    for (const url of [`${h.server.url}/page`, 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/']) {
      const { status, body } = await convert({ url })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'url', reason: 'forbidden_address' })
    }
  })
})

describe('html.to-markdown: bad input is a 400 naming the field', () => {
  it.each([
    [{}, 'html'],
    [{ html: '<p>x</p>', url: 'https://example.com/' }, 'url'],
    [{ html: '' }, 'html'],
    [{ html: 'x'.repeat(2_000_001) }, 'html'],
    [{ html: 42 }, 'html'],
    [{ url: 'ftp://example.com/a.html' }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: `https://example.com/${'a'.repeat(2048)}` }, 'url'],
    [{ html: 'x', baseUrl: '/relative' }, 'baseUrl'],
    [{ html: 'x', headingStyle: 'big' }, 'headingStyle'],
    [{ html: 'x', bulletListMarker: '•' }, 'bulletListMarker'],
    [{ html: 'x', codeBlockStyle: 'tabs' }, 'codeBlockStyle'],
    [{ html: 'x', linkStyle: 'footnote' }, 'linkStyle'],
    [{ html: 'x', gfm: 'yes' }, 'gfm'],
    [{ html: 'x', stripScripts: 1 }, 'stripScripts'],
    [{ html: 'x', images: false }, 'images'],
  ])('%o -> %s', async (body, field) => {
    expect((await h.rejects('/api/html/to-markdown', field, body)).error).toContain(field)
  })

  it('answers 413 when the body is over the operation\'s limit (6 MiB)', async () => {
    const { status, body } = await convert({ html: 'x'.repeat(6_400_000) }, plain)
    expect(status).toBe(413)
    expect(body.code).toBe('PAYLOAD_TOO_LARGE')
  })
})
