import { binary, type OperationHandler, resolvePublicHost } from '@svc/core'
import { addressPolicy } from '../net/policy.ts'
import { aiSettingsOf } from '../settings.ts'
import { adFilter, DEFAULT_FILTER_LISTS } from './ad-filter.ts'
import { BrowserPool } from './pool.ts'
import type { RenderOptions } from './render.ts'
import { render } from './render.ts'

export type ScreenshotInput = Omit<RenderOptions, 'adFilter'> & { blockAds: boolean }

// One pool per set of options (a process normally hosts one configuration).
const pools = new Map<string, BrowserPool>()

/** Closes the shared browsers (plugin stop); a later render starts one again. */
export async function closeBrowserPool(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()))
}

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const

const handler: OperationHandler<ScreenshotInput> = async ({ input, settings }) => {
  const options = aiSettingsOf(settings).screenshot
  // The page's own host is checked first for a clear 400; the proxy checks every request again.
  await resolvePublicHost(new URL(input.url).hostname, { field: 'url', policy: addressPolicy })
  const poolOptions = { executablePath: options.executablePath, concurrency: options.concurrency, queue: options.queue }
  const key = JSON.stringify(poolOptions)
  let pool = pools.get(key)
  if (!pool) pools.set(key, pool = new BrowserPool(poolOptions))
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
