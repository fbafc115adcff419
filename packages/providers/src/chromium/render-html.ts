import { resolvePublicHost } from '@svc/core'
import { addressPolicy } from '../web-page/policy.ts'
import { aiSettingsOf } from '../openai/settings.ts'
import { navigate } from './navigate.ts'
import { browserPool } from './shared-pool.ts'

export interface RenderHtmlOptions {
  /** The host's `settings.ai` (the browser: settings.ai.screenshot). */
  aiSettings: Readonly<Record<string, unknown>>
  waitUntil: 'load' | 'domcontentloaded' | 'networkidle0' | 'networkidle2'
  timeoutMs: number
  /** Characters of HTML kept; the rest is cut and `truncated` says so. */
  maxChars: number
  signal?: AbortSignal
}

export interface RenderedHtml {
  finalUrl: string
  status: number | null
  title: string
  html: string
  truncated: boolean
  renderMs: number
}

/**
 * A caller's page as HTML after its scripts ran, in the headless Chromium ai.screenshot uses (the
 * same pool: settings.ai.screenshot sets the browser, concurrency and queue). The page's host is
 * checked by the URL guard first; every request of the browser goes through the guard proxy.
 */
export async function renderHtml(url: string, options: RenderHtmlOptions): Promise<RenderedHtml> {
  const screenshot = aiSettingsOf(options.aiSettings).screenshot
  await resolvePublicHost(new URL(url).hostname, { field: 'url', policy: addressPolicy })
  const pool = browserPool({ executablePath: screenshot.executablePath, concurrency: screenshot.concurrency, queue: screenshot.queue })
  return pool.run(async (page) => {
    const started = performance.now()
    const status = await navigate(page, { url, waitUntil: options.waitUntil, timeoutMs: options.timeoutMs })
    if (options.signal?.aborted) throw options.signal.reason
    const html = await page.content()
    return {
      finalUrl: page.url(),
      status,
      title: await page.title(),
      html: html.slice(0, options.maxChars),
      truncated: html.length > options.maxChars,
      renderMs: Math.round(performance.now() - started),
    }
  })
}
