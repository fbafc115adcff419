import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const MARKET = '0x5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9'
const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-data'],
  routes: { 'GET /trades': fixture('polymarket-data', 'trades.json') },
})

describe('predict.trades', () => {
  it('normalizes trades with their USD value', async () => {
    const data = await h.ok('/api/predict/trades')
    expect(data.total).toBeNull()
    expect(data.items).toHaveLength(3)
    expect(data.items[0]).toEqual({
      time: '2025-11-26T15:20:00.000Z', wallet: '0x1111111111111111111111111111111111111111', trader: 'examplewhale', side: 'BUY', outcome: 'Yes', outcomeIndex: 0,
      price: 0.62, size: 25000, usd: 15500, conditionId: MARKET, tokenId: '71321045679252212594626385532706912750332728571942532289631379312455583992563',
      title: 'Will the Fed cut interest rates at the December 2026 meeting?', slug: 'fed-cuts-rates-in-december-2026', eventSlug: 'fed-decision-in-december-2026',
      transactionHash: `0x${'ab'.repeat(32)}`,
    })
    expect(data.items[1]).toMatchObject({ trader: 'Illustrious-Example', usd: 57.19 })
    expect(data.items[2].trader).toBeNull()
    expect(h.last().params).toEqual({ takerOnly: 'true', limit: '50', offset: '0' })
  })
  it('sends market, wallet, side and a USD floor as the Data API names them', async () => {
    await h.ok(`/api/predict/trades?market=${MARKET.toUpperCase().replace('0X', '0x')}&wallet=0x1111111111111111111111111111111111111111&side=buy&minUsd=500&takerOnly=false&limit=10`)
    expect(h.last().params).toEqual({
      market: MARKET, user: '0x1111111111111111111111111111111111111111', side: 'BUY', takerOnly: 'false', filterType: 'CASH', filterAmount: '500', limit: '10', offset: '0',
    })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/trades?market=fed-cuts', 'market')
    await h.rejects('/api/predict/trades?wallet=0x123', 'wallet')
    await h.rejects('/api/predict/trades?limit=501', 'limit')
    await h.rejects('/api/predict/trades?minUsd=-1', 'minUsd')
  })
  h.failures('GET /trades', '/api/predict/trades')
})
