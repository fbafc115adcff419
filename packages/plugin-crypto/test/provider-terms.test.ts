import { limitText } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { coinbase } from '../src/upstreams/coinbase.ts'
import { coingecko } from '../src/upstreams/coingecko.ts'
import { etherscan } from '../src/upstreams/etherscan.ts'
import { geckoterminal } from '../src/upstreams/geckoterminal.ts'
import { hyperliquid } from '../src/upstreams/hyperliquid.ts'
import { fixture, harness } from './_harness.ts'

const h = harness({
  'GET /products/BTC-USD/ticker': fixture('coinbase/ticker-btc-usd.json'),
  'GET /products/BTC-USD/stats': fixture('coinbase/stats-btc-usd.json'),
  'GET /fng/': fixture('alternative-me/fng-3.json'),
}, ['coinbase-exchange', 'alternative-me'])

describe('the crypto providers\' published limits and terms', () => {
  it('serves Coinbase market data only where the operator accepts its Market Data Terms', async () => {
    const unaccepted = { upstreams: { 'coinbase-exchange': { baseUrl: h.server.url, acceptTerms: false } } }
    const refused = await h.call('/api/crypto/cex-ticker?pair=BTC-USD', undefined, unaccepted)
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_COINBASE_EXCHANGE_ACCEPT_TERMS=true') } })
    expect(h.requests.filter((request) => request.path.startsWith('/products'))).toHaveLength(0)
    expect((await h.call('/api/crypto/kimchi-premium?symbol=BTC', undefined, unaccepted)).status).toBe(503)
    expect((await h.call('/api/crypto/cex-ticker?pair=BTC-USD')).status).toBe(200)
  })

  it('credits Alternative.me next to the Fear & Greed Index', async () => {
    const { body } = await h.call('/api/crypto/fear-greed?limit=3')
    expect(body.meta.attribution).toEqual([expect.objectContaining({ provider: 'Alternative.me Crypto Fear & Greed Index', text: 'Crypto Fear & Greed Index by Alternative.me' })])
  })

  it('declares the limits the providers publish', () => {
    expect(limitText(coinbase, false)).toBe('10 requests per second')
    expect(limitText(coingecko, true)).toBe('100 requests per minute')
    expect(limitText(etherscan, true)).toBe('3 requests per second; 100,000 requests per day')
    expect(limitText(geckoterminal, false)).toBe('30 requests per minute')
    expect(limitText(hyperliquid, false)).toBe('60 requests per minute on /info')
  })
})
