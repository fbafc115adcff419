import { ConcurrencyLimiter, createError } from '@svc/core'
import type { Browser, Page } from 'puppeteer-core'
import { acceptInvalidCertificates } from '../web-page/policy.ts'
import { startGuardProxy, startRefusingProxy } from './proxy.ts'

export interface PoolOptions {
  executablePath: string
  /** Pages rendered at once. */
  concurrency: number
  /** Renders waiting for a page; more are refused with 503. */
  queue: number
}

// The browser itself asks nothing of anyone: no updates, sign-in, safe-browsing lists, field
// trials, metrics or translation. What it still asks for on its own goes to a proxy that refuses
// everything; only the pages' contexts use the guard proxy.
const QUIET = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-client-side-phishing-detection', '--disable-default-apps', '--disable-domain-reliability', '--disable-extensions', '--disable-breakpad', '--disable-field-trial-config', '--metrics-recording-only', '--no-default-browser-check', '--no-pings', '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,PrivacySandboxSettings4']
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', ...QUIET, '--disable-dev-shm-usage', '--hide-scrollbars', '--mute-audio', '--force-webrtc-ip-handling-policy=disable_non_proxied_udp']
const IDLE_MS = 60_000

interface Launched {
  browser: Browser
  /** The guard proxy, which every page context uses. */
  proxyUrl: string
  closeProxy: () => Promise<void>
}

/**
 * One headless Chromium shared by every render, each in its own browser context (no cookies
 * or cache between calls), at most `concurrency` at once with a bounded wait. All traffic
 * goes through the guard proxy. The browser starts on first use, restarts after a crash and
 * closes after a minute without work.
 */
export class BrowserPool {
  private browser: Promise<Launched> | undefined
  private readonly pages: ConcurrencyLimiter
  private idle: NodeJS.Timeout | undefined

  constructor(readonly options: PoolOptions) {
    this.pages = new ConcurrencyLimiter(options.concurrency, {
      maxWaiting: options.queue,
      retryAfterSeconds: 5,
      busyMessage: ({ active, waiting }) => `The page renderer is busy: ${active} pages rendering and ${waiting} waiting; try again shortly`,
    })
  }

  async run<T>(job: (page: Page) => Promise<T>): Promise<T> {
    clearTimeout(this.idle)
    try {
      return await this.pages.run(async () => {
        const { browser, proxyUrl } = await this.launch()
        const context = await browser.createBrowserContext({ proxyServer: proxyUrl, proxyBypassList: ['<-loopback>'] })
        try {
          return await job(await context.newPage())
        } finally {
          await context.close().catch(() => {})
        }
      })
    } finally {
      // The last render out starts the idle countdown; a refused one (503) leaves others running.
      if (this.pages.active === 0) {
        clearTimeout(this.idle) // two renders can finish before either gets here
        this.idle = setTimeout(() => void this.close(), IDLE_MS)
        this.idle.unref()
      }
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idle)
    const running = this.browser
    this.browser = undefined
    if (!running) return
    const { browser, closeProxy } = await running.catch(() => ({ browser: undefined, closeProxy: async () => {} }))
    await browser?.close().catch(() => {})
    await closeProxy()
  }

  private launch(): Promise<Launched> {
    this.browser ??= (async () => {
      const { default: puppeteer } = await import('puppeteer-core')
      const [guard, refusing] = await Promise.all([startGuardProxy(), startRefusingProxy()])
      const proxy = { url: guard.url, close: () => Promise.all([guard.close(), refusing.close()]).then(() => {}) }
      try {
        const browser = await puppeteer.launch({
          executablePath: this.options.executablePath,
          headless: true,
          args: [...FLAGS, `--proxy-server=${refusing.url}`, '--proxy-bypass-list=<-loopback>', ...(acceptInvalidCertificates ? ['--ignore-certificate-errors'] : [])],
          acceptInsecureCerts: acceptInvalidCertificates,
          timeout: 30_000,
        })
        browser.on('disconnected', () => {
          this.browser = undefined
          void proxy.close()
        })
        return { browser, proxyUrl: proxy.url, closeProxy: proxy.close }
      } catch (error) {
        await proxy.close()
        throw createError('UNAVAILABLE', `The page renderer: Chromium could not start from ${this.options.executablePath} (install Debian's chromium or set settings.ai.screenshot.executablePath)`, { cause: error })
      }
    })()
    this.browser.catch(() => {
      this.browser = undefined
    })
    return this.browser
  }
}
