import { readFile } from 'node:fs/promises'
import { FiltersEngine, Request, type RequestType } from '@ghostery/adblocker'

/** EasyList and EasyPrivacy: ads and trackers, the lists browsers' ad blockers start from. */
export const DEFAULT_FILTER_LISTS = ['https://easylist.to/easylist/easylist.txt', 'https://easylist.to/easylist/easyprivacy.txt']
const REFRESH_MS = 24 * 3_600_000

export interface AdFilter {
  blocks(url: string, type: string, pageUrl: string): boolean
}

let cached: { key: string; at: number; filter: Promise<AdFilter> } | undefined

/**
 * The network filters of the operator's lists (EasyList syntax; https URLs or local paths),
 * loaded once and refreshed daily. A list that cannot be read is skipped and named in `log`.
 */
export function adFilter(lists: readonly string[], log: (message: string) => void = () => {}): Promise<AdFilter> {
  const key = lists.join('\n')
  if (cached && cached.key === key && Date.now() - cached.at < REFRESH_MS) return cached.filter
  const filter = load(lists, log)
  cached = { key, at: Date.now(), filter }
  return filter
}

async function load(lists: readonly string[], log: (message: string) => void): Promise<AdFilter> {
  const texts = await Promise.all(lists.map((list) => read(list).catch((error: Error) => {
    log(`ai.screenshot: filter list ${list} could not be read (${error.message}); rendering without it`)
    return ''
  })))
  const engine = FiltersEngine.parse(texts.join('\n'), { loadCosmeticFilters: false, loadNetworkFilters: true })
  return {
    blocks: (url, type, pageUrl) => engine.match(Request.fromRawDetails({ url, type: type as RequestType, sourceUrl: pageUrl })).match,
  }
}

async function read(list: string): Promise<string> {
  if (!/^https?:\/\//.test(list)) return readFile(list, 'utf8')
  const response = await fetch(list, { signal: AbortSignal.timeout(20_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.text()
}
