import { join } from 'node:path'
import { build } from 'esbuild'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { serve } from 'srvx'
import { generatePrivateKey } from 'viem/accounts'
import { chromiumPath, describeWith } from '@svc/core/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startHost, usePaidHost, type RunningHost } from './_host.ts'

/** Debian's chromium (what CI installs), or the one settings.ai.screenshot.executablePath names. Without one these tests are skipped, saying so. */
const chromium = chromiumPath()

const paid = usePaidHost()

const describeWithChromium = await describeWith('chromium')
describeWithChromium('a web page on another origin calling a host in Chromium (CORS)', () => {
  let browser: Browser
  let page: Page
  let site: { url: string; close(): Promise<unknown> }

  beforeAll(async () => {
    const bundle = await build({ entryPoints: [join(import.meta.dirname, '_browser-entry.ts')], bundle: true, platform: 'browser', format: 'iife', conditions: ['@svc/source'], write: false, logLevel: 'silent' })
    const script = bundle.outputFiles[0]!.text
    // The page's own origin: another port than the host's, so every call is cross-origin.
    const server = serve({
      port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false,
      fetch: (request) => new URL(request.url).pathname === '/client.js'
        ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
        : new Response('<!doctype html><title>app</title><script src="/client.js"></script>', { headers: { 'content-type': 'text/html' } }),
    })
    await server.ready()
    site = { url: server.url!.replace(/\/$/, ''), close: () => server.close(true) }
    browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
    page = await browser.newPage()
    await page.goto(`${site.url}/`)
    await page.waitForFunction(() => 'svc' in globalThis)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  /** Runs calls in the page: a trial call, a paid JSON POST (preflighted), paid raw bytes (meta from headers). */
  const callFromPage = (baseUrl: string, key: string) => page.evaluate(async (baseUrl: string, key: string) => {
    const { createClient, privateKeyToAccount } = (globalThis as any).svc
    const outcome = async (run: () => Promise<any>) => {
      try {
        const { meta } = await run()
        return { caller: meta.caller, usd: meta.cost.usd, settlement: meta.settlement }
      } catch (error: any) {
        return { error: error.code ?? error.name, message: String(error.message) }
      }
    }
    const trial = createClient({ baseUrl, trial: true })
    const client = createClient({ baseUrl, wallet: { evm: privateKeyToAccount(key as `0x${string}`) } })
    return {
      origin: location.origin,
      trial: await outcome(() => trial.call('demo.echo', { word: 'web' })),
      post: await outcome(() => client.call('demo.shout', { text: 'hi' })),
      bytes: await outcome(() => client.call('demo.pixel')),
      unpaid: await outcome(() => createClient({ baseUrl }).call('demo.echo', { word: 'web' })),
    }
  }, baseUrl, key)

  it('calls, pays and reads PAYMENT-RESPONSE and the x-svc-* headers with the default origins (*)', async () => {
    const result = await callFromPage(paid.host.url, generatePrivateKey())
    expect(new URL(result.origin).port).not.toBe(new URL(paid.host.url).port)
    expect(result.trial).toMatchObject({ caller: 'trial' })
    expect(result.post).toMatchObject({ caller: 'paid', usd: 0.002, settlement: { status: 'settled', amount: '2000' } })
    // Raw bytes carry no JSON meta: the caller, cost and settlement come from exposed response headers.
    expect(result.bytes).toMatchObject({ caller: 'paid', usd: 0.003, settlement: { status: 'settled', amount: '3000' } })
    expect(result.unpaid).toMatchObject({ error: 'PAYMENT_REQUIRED', message: expect.stringContaining('($0.01)') })
    expect(paid.facilitator.settled).toHaveLength(2)
  }, 60_000)

  it('is blocked by the browser when the host allows no origin (corsOrigins: [])', async () => {
    let closed: RunningHost | undefined
    try {
      closed = await startHost({ facilitatorUrl: paid.facilitator.url, config: { corsOrigins: [] } })
      const result = await callFromPage(closed.url, generatePrivateKey())
      for (const call of [result.trial, result.post, result.bytes, result.unpaid]) expect(call).toMatchObject({ error: 'UNREACHABLE' })
      expect(paid.facilitator.settled).toHaveLength(0)
    } finally {
      await closed?.close()
    }
  }, 60_000)
})
