import { defineUpstream, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/**
 * Coinbase Exchange public market data (REST); no key. Its rate limits page sets 10 requests per second per IP
 * on public endpoints (bursts up to 15). Its documentation binds every user of the Exchange Market Data API to the
 * Market Data Terms of Use, which forbid, without its written consent,
 * deriving benchmarks, fair-value prices or valuations from its market data, so a host that charges for
 * answers built on it serves them only when its operator accepts the terms (Coinbase's consent).
 */
export const coinbase = defineUpstream({
  id: 'coinbase-exchange',
  name: 'Coinbase Exchange',
  baseUrl: 'https://api.exchange.coinbase.com',
  docsUrl: 'https://docs.cdp.coinbase.com/exchange/',
  license: 'Coinbase Market Data Terms of Use (https://www.coinbase.com/legal/market_data)',
  concurrency: 6,
  quota: { withoutKey: { requests: 10, perSeconds: 1 }, url: 'https://docs.cdp.coinbase.com/exchange/rest-api/rate-limits' },
  terms: {
    url: 'https://www.coinbase.com/legal/market_data',
    commercial: { use: 'not-allowed', note: 'without Coinbase\'s prior written consent its market data may not be used to create benchmarks, generic or fair-value prices, or valuations' },
  },
})

/** A trading pair such as BTC-USD. */
export const pair = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,10}-[A-Za-z0-9]{2,10}$/, 'must be BASE-QUOTE, each 2-10 letters or digits (e.g. BTC-USD)'), v.toUpperCase())

const ticker = v.object({ price: v.string(), bid: v.string(), ask: v.string(), volume: v.string(), time: v.string() })

/** GET a product path; Coinbase answers 404 `{"message":"NotFound"}` for an unknown pair. */
export async function productJson<S extends v.GenericSchema>(client: UpstreamClient, path: string, schema: S, query?: Record<string, string | number>) {
  const response = await client.json(path, { schema, notFound: `Coinbase Exchange has no product ${path.split('/')[2]}`, ...(query ? { query } : {}) })
  return response as { data: v.InferOutput<S>; url: string }
}

/** The last trade price of a pair, or null when Coinbase does not list it. */
export async function lastPrice(client: UpstreamClient, productId: string): Promise<{ price: number; url: string } | null> {
  const response = await client.json(`/products/${productId}/ticker`, { schema: ticker, acceptStatus: [404] })
  if (response.status === 404) return null
  return { price: Number(response.data.price), url: response.url }
}

export { ticker as tickerSchema }
