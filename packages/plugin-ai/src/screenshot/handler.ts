import { binary, type OperationHandler, resolvePublicHost } from '@svc/core'
import { addressPolicy } from '@svc/providers/web-page'
import { aiSettingsOf } from '@svc/providers/openai'
import { adFilter, DEFAULT_FILTER_LISTS } from './ad-filter.ts'
import type { RenderOptions } from './render.ts'
import { render } from './render.ts'
import { browserPool } from '@svc/providers/chromium'

export { closeBrowserPool } from '@svc/providers/chromium'

export type ScreenshotInput = Omit<RenderOptions, 'adFilter'> & { blockAds: boolean }

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const

const handler: OperationHandler<ScreenshotInput> = async ({ input, settings }) => {
  const options = aiSettingsOf(settings).screenshot
  // The page's own host is checked first for a clear 400; the proxy checks every request again.
  await resolvePublicHost(new URL(input.url).hostname, { field: 'url', policy: addressPolicy })
  const pool = browserPool({ executablePath: options.executablePath, concurrency: options.concurrency, queue: options.queue })
  const filter = input.blockAds ? await adFilter(options.filterLists ?? DEFAULT_FILTER_LISTS) : undefined
  const shot = await pool.run((page) => render(page, { ...input, adFilter: filter }))
  return binary(shot.bytes, TYPES[input.format], {
    'x-svc-render-ms': String(shot.renderMs),
    'x-svc-image-bytes': String(shot.bytes.byteLength),
    'x-svc-ads-blocked': String(shot.blocked),
    ...(shot.status !== null ? { 'x-svc-page-status': String(shot.status) } : {}),
  })
}

export default handler
