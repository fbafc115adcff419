import { createError, type OperationSource, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { gammaMarket, type GammaMarket } from '../gamma-market.ts'
import { gamma } from '../upstreams/gamma.ts'

/** The sources of `resolveMarket`, for the operations that call it: a market is looked up for 30 s. */
export const marketSources: OperationSource[] = ['/markets/{id}', '/markets/slug/{slug}', '/markets'].map((path): OperationSource => ({ upstream: gamma, path, cacheTtl: '30s' }))

/**
 * One venue A market by id (GET /markets/{id}), slug (GET /markets/slug/{slug}) or condition id
 * (GET /markets?condition_ids=); 404 NOT_FOUND when Gamma has none. Gamma's list answers only markets that are not
 * closed unless `closed=true` is asked (the polyoxide-gamma client documents this default, checked live), so a condition id
 * not found among open markets is asked once more among closed ones: a resolved market is still found.
 */
export async function resolveMarket(client: UpstreamClient, market: string): Promise<{ market: GammaMarket; url: string }> {
  const request = { acceptStatus: [404, 422] }
  if (/^0x[0-9a-fA-F]{64}$/.test(market)) {
    const byCondition = (closed: boolean) => client.json('/markets', { ...request, query: { condition_ids: market.toLowerCase(), ...(closed ? { closed: true } : {}) }, schema: v.array(gammaMarket) })
    const first = (response: { status: number; data: unknown }) => (response.status === 200 ? (response.data as GammaMarket[])[0] : undefined)
    let response = await byCondition(false)
    let found = first(response)
    if (!found) {
      response = await byCondition(true)
      found = first(response)
    }
    if (!found) throw createError('NOT_FOUND', `No market with condition id ${market}`)
    return { market: found, url: response.url }
  }
  const path = /^\d+$/.test(market) ? `/markets/${market}` : `/markets/slug/${encodeURIComponent(market)}`
  const response = await client.json(path, { ...request, schema: gammaMarket })
  if (response.status !== 200) throw createError('NOT_FOUND', `No market ${market}`)
  return { market: response.data as GammaMarket, url: response.url }
}
