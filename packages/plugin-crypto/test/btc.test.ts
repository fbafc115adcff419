import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const TXID = '15e10745f15593a899cef391191bdd3d7c12412cc4696b7bcb669d0feadc8521'
const PENDING = '2d6d4d2e8b2c1f0bd1a9bb3f1f8de2e61f0c9d0c61a7ab3e8e3d4b0a8f7e6d5c'
const ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'

const h = harness({
  [`GET /api/address/${ADDRESS}`]: fixture('mempool/address.json'),
  [`GET /api/address/${ADDRESS}/utxo`]: fixture('mempool/utxo.json'),
  'GET /api/address/1BoatSLRHtKNngkdXEeobR76b53LETtpyT': { status: 400, body: 'Invalid Bitcoin address' },
  'GET /api/v1/fees/recommended': fixture('mempool/fees-recommended.json'),
  'GET /api/mempool': fixture('mempool/mempool.json'),
  'GET /api/mempool/recent': fixture('mempool/mempool-recent.json'),
  [`GET /api/tx/${TXID}`]: fixture('mempool/tx-confirmed.json'),
  [`GET /api/tx/${PENDING}`]: fixture('mempool/tx-unconfirmed.json'),
  'GET /api/blocks/tip/height': { body: '871234' },
}, ['mempool'])

describe('crypto.btc-address', () => {
  it('sums confirmed and pending balances from chain and mempool stats', async () => {
    const { status, body } = await h.call(`/api/crypto/btc-address?address=${ADDRESS}`)
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      address: ADDRESS, confirmedBalanceSat: 137024593, confirmedBalanceBtc: 1.37024593, totalReceivedSat: 2738211904, totalSentSat: 2601187311,
      txCount: 566, fundedOutputCount: 412, spentOutputCount: 398, pendingBalanceSat: -950000, pendingBalanceBtc: -0.0095, pendingTxCount: 2,
    }])
    expect(body.data.source).toMatchObject({ provider: 'mempool.space' })
  })
  it('answers 400 naming address when mempool.space rejects it', async () => {
    const { status, body } = await h.call('/api/crypto/btc-address?address=1BoatSLRHtKNngkdXEeobR76b53LETtpyT')
    expect(status).toBe(400)
    expect(body.error).toContain('address')
  })
  h.failures(`GET /api/address/${ADDRESS}`, `/api/crypto/btc-address?address=${ADDRESS}`)
  h.refusals('/api/crypto/btc-address', [['', 'address'], ['address=bc1short', 'address'], [`address=${'a'.repeat(101)}`, 'address'], ['address=bc1q%2F..%2F..%2Fxxxxxxxxxxxxxxxx', 'address']])
})

describe('crypto.btc-fees', () => {
  it('answers the recommended rates and the mempool size', async () => {
    const { body } = await h.call('/api/crypto/btc-fees')
    expect(body.data.items).toStrictEqual([{ unit: 'sat/vB', fastest: 24, halfHour: 19, hour: 15, economy: 8, minimum: 4, mempool: { txCount: 28471, vsize: 21538710, totalFeeSat: 38813046 } }])
  })
  h.failures('GET /api/v1/fees/recommended', '/api/crypto/btc-fees')
})

describe('crypto.btc-mempool', () => {
  it('lists recent transactions, filtered by minBtc', async () => {
    const all = await h.call('/api/crypto/btc-mempool')
    expect(all.body.data.items[0]).toMatchObject({ txCount: 28471, vsize: 21538710, totalFeeSat: 38813046, totalFeeBtc: 0.38813046 })
    expect(all.body.data.items[0].recent).toHaveLength(4)
    const big = await h.call('/api/crypto/btc-mempool?minBtc=1.5')
    expect(big.body.data.items[0].recent).toStrictEqual([
      { txid: '2d6d4d2e8b2c1f0bd1a9bb3f1f8de2e61f0c9d0c61a7ab3e8e3d4b0a8f7e6d5c', valueSat: 150331844, valueBtc: 1.50331844, feeSat: 2912, vsize: 141, feeRate: 20.65 },
      { txid: 'c0ffee9d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a493827160f5e4d3c2b1', valueSat: 1200000000, valueBtc: 12, feeSat: 31500, vsize: 208, feeRate: 151.44 },
    ])
  })
  h.failures('GET /api/mempool/recent', '/api/crypto/btc-mempool')
  // Rejects a negative minBtc: one test per refused query.
  h.refusals('/api/crypto/btc-mempool', [['minBtc=-1', 'minBtc'], ['minBtc=abc', 'minBtc']])
})

describe('crypto.btc-tx', () => {
  it('counts confirmations from the tip height', async () => {
    const { body } = await h.call(`/api/crypto/btc-tx?txid=${TXID.toUpperCase()}`)
    expect(body.data.items).toStrictEqual([{
      txid: TXID, confirmed: true, confirmations: 871234 - 363348 + 1, blockHeight: 363348, blockHash: '0000000000000000139385d7aa78ffb45469e0c715b8d6ea6cb2ffa98acc7171',
      blockTime: '2015-07-01T12:44:10.000Z', feeSat: 20000, feeRate: 88.5, outputValueSat: 1239980000, outputValueBtc: 12.3998, size: 226, weight: 904, vsize: 226,
      inputCount: 1, outputCount: 2, coinbase: false,
    }])
  })
  it('answers an unconfirmed transaction with zero confirmations', async () => {
    const { body } = await h.call(`/api/crypto/btc-tx?txid=${PENDING}`)
    expect(body.data.items[0]).toMatchObject({ confirmed: false, confirmations: 0, blockHeight: null, blockTime: null, vsize: 141, feeSat: 2912 })
  })
  it('answers 404 for an unknown txid', async () => {
    h.set(`GET /api/tx/${TXID}`, { status: 404, body: 'Transaction not found' })
    expect(await h.call(`/api/crypto/btc-tx?txid=${TXID}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('answers 502 when the tip height is not a number', async () => {
    h.set('GET /api/blocks/tip/height', { body: '<html>' })
    expect(await h.call(`/api/crypto/btc-tx?txid=${TXID}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  h.failures(`GET /api/tx/${TXID}`, `/api/crypto/btc-tx?txid=${TXID}`)
  h.refusals('/api/crypto/btc-tx', [['', 'txid'], ['txid=abc', 'txid'], [`txid=${'g'.repeat(64)}`, 'txid']])
})

describe('crypto.btc-utxos', () => {
  it('sorts outputs largest first and applies the limit', async () => {
    const { body } = await h.call(`/api/crypto/btc-utxos?address=${ADDRESS}&limit=2`)
    expect(body.data.total).toBe(3)
    expect(body.data.items).toStrictEqual([
      { txid: '12f96289f8f9cd51ccfe390879a46d7eeb0435d9e0af9297776e6bdf249414ff', vout: 0, valueSat: 644951084, valueBtc: 6.44951084, confirmed: true, blockHeight: 698642, blockTime: '2021-09-02T05:44:19.000Z' },
      { txid: '8e3f2c1b0a9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b', vout: 3, valueSat: 92060820, valueBtc: 0.9206082, confirmed: true, blockHeight: 871100, blockTime: '2024-11-23T10:40:00.000Z' },
    ])
  })
  it('answers an address without outputs as an empty list', async () => {
    h.set(`GET /api/address/${ADDRESS}/utxo`, { body: [] })
    expect((await h.call(`/api/crypto/btc-utxos?address=${ADDRESS}`)).body.data).toMatchObject({ items: [], total: 0 })
  })
  it('answers RESULT_TOO_LARGE when mempool.space refuses a huge address', async () => {
    h.set(`GET /api/address/${ADDRESS}/utxo`, { status: 400, body: 'Too many unspent transaction outputs (>500). Contact support to raise limits.' })
    expect(await h.call(`/api/crypto/btc-utxos?address=${ADDRESS}`)).toMatchObject({ status: 400, body: { code: 'RESULT_TOO_LARGE' } })
  })
  h.failures(`GET /api/address/${ADDRESS}/utxo`, `/api/crypto/btc-utxos?address=${ADDRESS}`)
  h.refusals('/api/crypto/btc-utxos', [[`address=${ADDRESS}&limit=0`, 'limit'], [`address=${ADDRESS}&limit=501`, 'limit'], ['address=x', 'address']])
})
