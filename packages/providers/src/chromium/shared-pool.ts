import { BrowserPool, type PoolOptions } from './pool.ts'

// One pool per set of options (a process normally hosts one configuration), shared by
// ai.screenshot and the plugins that render pages through renderHtml (url.render).
const pools = new Map<string, BrowserPool>()

/** The shared browser pool for these options (settings.ai.screenshot). */
export function browserPool(options: PoolOptions): BrowserPool {
  const key = JSON.stringify({ executablePath: options.executablePath, concurrency: options.concurrency, queue: options.queue })
  let pool = pools.get(key)
  if (!pool) pools.set(key, pool = new BrowserPool(options))
  return pool
}

/** Closes the shared browsers (plugin stop); a later render starts one again. */
export async function closeBrowserPool(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()))
}
