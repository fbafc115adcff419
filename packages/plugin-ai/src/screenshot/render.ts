import type { HTTPRequest, Page } from 'puppeteer-core'
import { navigate } from '@svc/providers/chromium'
import type { AdFilter } from './ad-filter.ts'

export interface RenderOptions {
  url: string
  width: number
  height: number
  fullPage: boolean
  format: 'png' | 'jpeg' | 'webp'
  quality?: number | undefined
  waitUntil: 'load' | 'domcontentloaded' | 'networkidle0' | 'networkidle2'
  timeoutMs: number
  deviceScaleFactor: number
  adFilter?: AdFilter | undefined
}

/** Chromium captures at most 16,384 pixels in a dimension. */
const MAX_CAPTURE = 16_384

/** Loads the page in a fresh context and captures it; requests the filter matches are never sent. */
export async function render(page: Page, options: RenderOptions): Promise<{ bytes: Uint8Array; renderMs: number; blocked: number; status: number | null }> {
  let blocked = 0
  if (options.adFilter) {
    const filter = options.adFilter
    await page.setRequestInterception(true)
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return
      if (request.resourceType() !== 'document' && filter.blocks(request.url(), request.resourceType(), page.url() === 'about:blank' ? options.url : page.url())) {
        blocked++
        void request.abort('blockedbyclient').catch(() => {})
      } else void request.continue().catch(() => {})
    })
  }
  await page.setViewport({ width: options.width, height: options.height, deviceScaleFactor: options.deviceScaleFactor })
  const started = performance.now()
  const status = await navigate(page, options)
  const clip = options.fullPage
    ? { x: 0, y: 0, width: options.width, height: Math.min(await page.evaluate(() => document.documentElement.scrollHeight), Math.floor(MAX_CAPTURE / options.deviceScaleFactor)) }
    : undefined
  const bytes = await page.screenshot({
    type: options.format,
    ...(options.quality !== undefined && options.format !== 'png' ? { quality: options.quality } : {}),
    ...(clip ? { clip, captureBeyondViewport: true } : {}),
  })
  return { bytes, renderMs: Math.round(performance.now() - started), blocked, status }
}
