import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromium, type Browser, type Page } from 'playwright-core'
import { serve, type Server } from 'srvx'
import { dashboardSurface } from '@svc/operator'
import { chromiumPath, createTestPaymentGate, describeWith, TEST_PAYER_HEADER } from '../src/testing/index.ts'
import { createApp } from '../src/app.ts'
import { parseConfig } from '../src/config.ts'
import { createEmbeddedState } from '../src/state/index.ts'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '../src/define.ts'
import { demoPlugin } from './_fixtures.ts'

/** A GET operation with a list parameter (as url.clean's `strip`), answering what it read. */
const listsPlugin = definePlugin({
  name: 'lists',
  version: '1.0.0',
  group: 'lists',
  operations: [defineOperation({
    name: 'pick',
    method: 'GET',
    description: 'Answers the names it was given.',
    input: v.object({ strip: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(10)) }),
    price: { usd: 0.001 },
    example: { params: { strip: ['utm_source', 'fbclid'] } },
    handler: ({ input }) => ({ items: [{ strip: input.strip }], total: 1 }),
  })],
})

const ADMIN = 'admin-token-0123456789'
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
/** Where screenshots go when SVC_SCREENSHOTS names a directory (to look at them while building). */
const shots = process.env.SVC_SCREENSHOTS

const describeWithChromium = await describeWith('chromium')
describeWithChromium('pages in a browser', () => {
  // As @svc/host serves them: core's pages and the operator's dashboard.
  const app = createApp({ plugins: [demoPlugin, listsPlugin], gate: createTestPaymentGate(), state: createEmbeddedState(), surfaces: [dashboardSurface()], config: parseConfig({ adminToken: ADMIN, dataDir: '/nonexistent-test-data', log: 'off' }), log: () => {} })
  let server: Server
  let browser: Browser
  let page: Page
  let base: string

  beforeAll(async () => {
    server = serve({ port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false, fetch: (request) => app.app.fetch(request) })
    await server.ready()
    base = server.url!.replace(/\/$/, '')
    browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_FLAGS })
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
    // Every Content-Security-Policy violation of the pages, as the page sees it and as the console reports it.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
    })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close(true)
    await app.close()
  }, 30_000)

  const consoleViolations: string[] = []
  /** Takes the screenshot (with SVC_SCREENSHOTS), and checks the page ran with no CSP violation. */
  const snap = async (name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), name).toEqual([])
    expect(consoleViolations, name).toEqual([])
  }

  it('home page: what the host is, its groups, and a working catalog search', async () => {
    await page.goto(`${base}/`)
    expect(await page.textContent('h1')).toBe('Pay-per-call API')
    expect(await page.textContent('.groups')).toContain('demo')
    await page.fill('#search-q', 'echo parameters')
    await page.click('#search button')
    await page.waitForSelector('#search-results li a')
    expect(await page.getAttribute('#search-results li a', 'href')).toBe('/docs/demo.echo')
    expect(await page.textContent('#search-results li')).toContain('$0.0025')
    await snap('home')
  })

  it('docs page of an operation: params, price, samples, and a try-it that makes a trial call', async () => {
    await page.goto(`${base}/docs/demo.echo`)
    expect(await page.textContent('h1')).toBe('demo.echo')
    expect(await page.textContent('table.params')).toContain('2 to 10 characters')
    expect(await page.textContent('.facts')).toContain('$0.0025 per call')
    expect(JSON.parse(await page.inputValue('#try-params'))).toEqual({ text: '<text>' })
    await page.fill('#try-params', JSON.stringify({ text: 'hello', count: 2 }))
    await page.click('#try-send')
    await page.waitForSelector('#try-answer:not([hidden])')
    expect(await page.textContent('#try-status')).toBe('HTTP 200: free trial call')
    const answer = JSON.parse((await page.textContent('#try-answer'))!)
    expect(answer.data.items[0]).toMatchObject({ text: 'hello', count: 2, caller: 'trial' })
    expect(answer.meta).toMatchObject({ endpoint: 'demo.echo', caller: 'trial' })
    await snap('docs-echo')
    // The trial is used up: the same page says so.
    await page.click('#try-send')
    await page.waitForFunction(() => document.getElementById('try-status')!.textContent!.startsWith('HTTP 402'))
  })

  it('refuses to be shown in a frame of another page', async () => {
    const framing = await browser.newPage()
    const refused = new Promise<string>((resolve) => framing.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) resolve(message.text())
    }))
    await framing.setContent(`<iframe src="${base}/docs"></iframe>`)
    expect(await Promise.race([refused, new Promise((resolve) => setTimeout(resolve, 10_000, 'shown in the frame'))])).toMatch(/^Framing 'http:\/\/127\.0\.0\.1:\d+\/' violates .*"frame-ancestors 'none'"/)
    await framing.close()
  })

  it('try-it sends a list parameter the way the host reads it, each value whole', async () => {
    await page.goto(`${base}/docs/lists.pick`)
    expect(JSON.parse(await page.inputValue('#try-params'))).toEqual({ strip: ['utm_source', 'fbclid'] })
    await page.fill('#try-params', JSON.stringify({ strip: ['utm_source', 'a,b'] }))
    await page.click('#try-send')
    await page.waitForSelector('#try-answer:not([hidden])')
    expect(JSON.parse((await page.textContent('#try-answer'))!).data.items[0].strip).toEqual(['utm_source', 'a,b'])
    await snap('docs-list-param')
  })

  it('a group\'s reference is a page of its operations', async () => {
    await page.goto(`${base}/docs/demo`)
    expect(await page.textContent('h1')).toBe('demo')
    await page.click('a[href="/docs/demo.echo"]')
    expect(await page.textContent('h1')).toBe('demo.echo')
    await snap('docs-group')
  })

  it('dashboard before any payment: each chart with nothing to draw says so', async () => {
    await page.goto(`${base}/dashboard#token=${ADMIN}`)
    await page.waitForSelector('#dashboard:not([hidden]) .kpi')
    const empty = await page.$$eval('.chart.empty', (nodes) => nodes.map((node) => node.textContent))
    expect(empty).toEqual([
      'Revenue by day (USD)No revenue in these days yet.',
      'Revenue by operation (USD)No operation earned anything in these days yet.',
      'Revenue by network (USD)No payment settled on any network in these days yet.',
    ])
    // The trial calls made so far are drawn.
    expect(await page.$$eval('.chart canvas', (nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual(['Calls and errors by day'])
    await snap('dashboard-empty')
    await page.evaluate(() => sessionStorage.clear())
  })

  it('dashboard with the token after some calls: figures, charts and tables', async () => {
    const paid = { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000cc' } }
    expect((await fetch(`${base}/api/demo/echo?text=hi`, paid)).status).toBe(200)
    expect((await fetch(`${base}/api/demo/submit`, { method: 'POST', body: '{"name":"a"}', headers: { 'content-type': 'application/json', ...paid.headers } })).status).toBe(200)
    expect((await fetch(`${base}/api/demo/fail?how=upstream&trial=1`)).status).toBe(502)
    await page.goto(`${base}/dashboard`)
    await page.waitForSelector('#login:not([hidden])')
    await page.fill('#token', 'not-the-token-000000')
    await page.click('#login-form button')
    await page.waitForFunction(() => document.getElementById('login-error')!.textContent !== '')
    await page.fill('#token', ADMIN)
    await page.click('#login-form button')
    await page.waitForSelector('#dashboard:not([hidden]) .kpi')
    const kpis = await page.$$eval('.kpi', (nodes) => Object.fromEntries(nodes.map((node) => [node.querySelector('span')!.textContent, node.querySelector('b')!.textContent])))
    // The try-its' trial calls (demo.echo, lists.pick) count; the second send of demo.echo (a 402) asked for
    // payment: counted apart, not as a call or an error.
    expect(kpis).toMatchObject({ revenue: '$0.0075', calls: '5', 'error rate (5xx)': '20.0%', 'payments asked (402)': '1', 'trial calls': '2', 'payments settled': '2' })
    expect(await page.$$eval('canvas', (nodes) => nodes.length)).toBe(4)
    expect(await page.textContent('#tables')).toContain('0x00000000000000000000000000000000000000cc')
    expect(await page.textContent('#tables')).toContain('demo.echo')
    expect(await page.textContent('#tables')).toContain('What failed')
    expect(await page.textContent('#tables')).toContain('UPSTREAM_FAILED')
    await snap('dashboard')
  })
})
