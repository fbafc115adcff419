import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const h = harness({
  'GET /v1/market/all': fixture('upbit/market-all.json'),
  'GET /v1/ticker': fixture('upbit/ticker.json'),
  'GET /latest': fixture('frankfurter/usd-krw.json'),
  'GET /products/BTC-USD/ticker': fixture('coinbase/ticker-btc-usd.json'),
  'GET /products/ETH-USD/ticker': fixture('coinbase/ticker-eth-usd.json'),
  'GET /products/ONLYKR-USD/ticker': fixture('coinbase/not-found.json', 404),
}, ['upbit', 'coinbase-exchange', 'frankfurter'])

describe('crypto.kimchi-premium', () => {
  it('computes the premium of Upbit over Coinbase at the ECB rate, reporting unresolved symbols', async () => {
    const { status, body } = await h.call('/api/crypto/kimchi-premium?symbol=BTC,ETH,DOGE,ONLYKR')
    expect(status).toBe(200)
    expect(h.server.requestsTo('/v1/ticker')[0]!.query.get('markets')).toBe('KRW-BTC,KRW-ETH,KRW-ONLYKR')
    expect(h.server.requestsTo('/latest')[0]!.query.get('to')).toBe('KRW')
    expect(body.data.items).toStrictEqual([
      { symbol: 'BTC', krwPrice: 139800000, usdPrice: 98890.13, usdKrw: 1398.52, globalUsdInKrw: 138299824.61, premiumPct: 1.0847 },
      { symbol: 'ETH', krwPrice: 4710000, usdPrice: 3352.4, usdKrw: 1398.52, globalUsdInKrw: 4688398.45, premiumPct: 0.4607 },
    ])
    expect(body.meta.attribution).toStrictEqual([{ provider: 'Frankfurter (European Central Bank reference rates)', text: 'Source: ECB statistics', url: 'https://www.ecb.europa.eu/stats/ecb_statistics/html/index.en.html' }])
    expect(body.data).toMatchObject({ fxDate: '2024-11-22', meta: { errors: [{ symbol: 'DOGE', error: 'not listed on Upbit\'s KRW market' }, { symbol: 'ONLYKR', error: 'no USD market on Coinbase Exchange' }] } })
  })
  it('defaults to BTC, and answers 404 when nothing can be priced', async () => {
    expect((await h.call('/api/crypto/kimchi-premium')).body.data.items.map((row: { symbol: string }) => row.symbol)).toEqual(['BTC'])
    // The spec gives only a maximum: an empty list is the default, as if left out.
    expect((await h.call('/api/crypto/kimchi-premium?symbol=')).body.data.items.map((row: { symbol: string }) => row.symbol)).toEqual(['BTC'])
    expect(await h.call('/api/crypto/kimchi-premium?symbol=DOGE')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /v1/ticker', '/api/crypto/kimchi-premium')
  describe('when the FX rate fails', () => h.failures('GET /latest', '/api/crypto/kimchi-premium'))
  h.refusals('/api/crypto/kimchi-premium', [['symbol=btc', 'symbol'], ['symbol=B', 'symbol'], ['symbol=ABCDEFGHIJKLM', 'symbol'], [`symbol=${Array.from({ length: 11 }, (_, i) => `C${i}X`).join(',')}`, 'symbol'], [`symbol=${'AB,'.repeat(41)}`, 'symbol']])
})
