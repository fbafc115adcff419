import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const h = harness({
  'POST /info': (request) => fixture(JSON.parse(request.body).type === 'metaAndAssetCtxs' ? 'hyperliquid/meta-and-asset-ctxs.json' : 'hyperliquid/predicted-fundings.json'),
}, ['hyperliquid'])

describe('crypto.perpvenue-funding', () => {
  it('joins the universe with asset contexts, drops delisted coins and sorts by open interest', async () => {
    const { status, body } = await h.call('/api/crypto/perpvenue-funding')
    expect(status).toBe(200)
    expect(h.last().json()).toEqual({ type: 'metaAndAssetCtxs' })
    expect(body.data.total).toBe(3)
    expect(body.data.items.map((row: { coin: string }) => row.coin)).toEqual(['BTC', 'ETH', 'kPEPE'])
    expect(body.data.items[0]).toStrictEqual({
      coin: 'BTC', fundingRateHourly: 0.0000125, fundingRateAnnualizedPct: 10.95, openInterest: 29432.67066, openInterestUsd: 2910920560.94, markPx: 98901, oraclePx: 98880, midPx: 98900.5,
      premium: 0.00031, prevDayPx: 97120, change24hPct: 1.8338, volume24hUsd: 1571234567.123456, maxLeverage: 40,
    })
  })
  it('filters one coin case-insensitively and sorts by funding', async () => {
    expect((await h.call('/api/crypto/perpvenue-funding?coin=kpepe')).body.data.items.map((row: { coin: string }) => row.coin)).toEqual(['kPEPE'])
    expect((await h.call('/api/crypto/perpvenue-funding?sort=funding')).body.data.items.map((row: { coin: string }) => row.coin)).toEqual(['ETH', 'BTC', 'kPEPE'])
  })
  it('answers 502 when universe and contexts do not line up', async () => {
    h.set('POST /info', { body: [{ universe: [{ name: 'BTC', maxLeverage: 40 }] }, []] })
    expect((await h.call('/api/crypto/perpvenue-funding')).status).toBe(502)
  })
  h.failures('POST /info', '/api/crypto/perpvenue-funding')
  it('takes an empty coin as no filter, and a coin the venue does not list as no match (the spec gives only a maximum)', async () => {
    expect((await h.call('/api/crypto/perpvenue-funding?coin=')).body.data.items.map((row: { coin: string }) => row.coin)).toEqual(['BTC', 'ETH', 'kPEPE'])
    expect((await h.call('/api/crypto/perpvenue-funding?coin=BTC%20ETH')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.refusals('/api/crypto/perpvenue-funding', [['sort=price', 'sort'], ['limit=251', 'limit'], [`coin=${'B'.repeat(41)}`, 'coin']])
})

describe('crypto.perpvenue-predicted-funding', () => {
  it('answers per-coin venue predictions, skipping venues without one', async () => {
    const { body } = await h.call('/api/crypto/perpvenue-predicted-funding?coin=eth')
    expect(h.last().json()).toEqual({ type: 'predictedFundings' })
    expect(body.data.items).toStrictEqual([{
      coin: 'ETH',
      venues: [
        { venue: 'BinPerp', name: 'Binance', fundingRate: 0.00012, nextFundingTime: '2024-11-23T16:00:00.000Z', intervalHours: 8 },
        { venue: 'HlPerp', name: 'Hyperliquid', fundingRate: 0.0000417, nextFundingTime: '2024-11-23T11:00:00.000Z', intervalHours: 1 },
      ],
    }])
    expect((await h.call('/api/crypto/perpvenue-predicted-funding?limit=2')).body.data).toMatchObject({ total: 3 })
  })
  it('takes an empty coin as no filter', async () => {
    expect((await h.call('/api/crypto/perpvenue-predicted-funding?coin=')).body.data).toMatchObject({ total: 3 })
  })
  h.failures('POST /info', '/api/crypto/perpvenue-predicted-funding')
  h.refusals('/api/crypto/perpvenue-predicted-funding', [['limit=0', 'limit'], [`coin=${'B'.repeat(41)}`, 'coin']])
})
