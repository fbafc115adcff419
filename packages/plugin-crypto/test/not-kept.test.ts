import { readFileSync } from 'node:fs'
import { createTestPaymentGate, type FixtureRoute, refusedThenServed, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

/**
 * Answers that are not what was asked for are refused before they are kept: the first call meets the bad answer (a 502,
 * nothing charged), the fixture server then answers as recorded and the next call succeeds; before, the bad answer was
 * served from the cache for its whole TTL. One host per test, whose calls share its cache; priced, so a charge shows.
 */
function keptHost(upstream: string, good: Record<string, FixtureRoute>) {
  const host = testHost({ plugins: [cryptoPlugin], upstreams: [upstream], keys: { [upstream]: 'test-key' }, hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: good })
  /** The bad answer on its one route (`answer`: refused by the request's `accept`, `shape`: by its schema), then the recorded one. */
  const check = async (path: string, answers: Record<string, FixtureRoute>, error: string, answer: 'unusable' | 'shape' = 'unusable') => {
    const [[route, bad]] = Object.entries(answers) as [[string, FixtureRoute]]
    const served = await refusedThenServed(host, { path, route, bad, refusal: { answer, error: expect.stringContaining(error) }, payer: '0x00000000000000000000000000000000000000c2' })
    return served.body.data
  }
  return { check }
}

const json = (file: string) => JSON.parse(readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8'))

describe('crypto.coin-history: series of different lengths', () => {
  const kept = keptHost('coingecko', { 'GET /coins/bitcoin/market_chart': fixture('coingecko/market-chart-bitcoin-3.json') })
  it('a 502, not charged; then the chart sent next is read', async () => {
    // Made up for the test: one price, no caps or volumes.
    const data = await kept.check('/api/crypto/coin-history?id=bitcoin&days=3', { 'GET /coins/bitcoin/market_chart': { body: { prices: [[1, 2]], market_caps: [], total_volumes: [] } } }, 'series of different lengths', 'shape')
    expect(data.items).toHaveLength(3)
  })
})

describe('crypto.perpvenue-funding: universe and contexts of different lengths', () => {
  const kept = keptHost('hyperliquid', { 'POST /info': fixture('hyperliquid/meta-and-asset-ctxs.json') })
  it('a 502, not charged; then the answer sent next is read', async () => {
    // Made up for the test: one asset, no context.
    const data = await kept.check('/api/crypto/perpvenue-funding', { 'POST /info': { body: [{ universe: [{ name: 'BTC', maxLeverage: 40 }] }, []] } }, 'universe and contexts differ in length', 'shape')
    expect(data.total).toBe(3)
  })
})

describe('crypto.btc-tx: a tip height that is no number', () => {
  const TXID = '15e10745f15593a899cef391191bdd3d7c12412cc4696b7bcb669d0feadc8521'
  const TIP = 'GET /api/blocks/tip/height'
  const kept = keptHost('mempool', { [`GET /api/tx/${TXID}`]: fixture('mempool/tx-confirmed.json'), [TIP]: { body: '871234' } })
  it('a 502, not charged; then the height sent next is read', async () => {
    // Made up for the test: a 200 whose text is no height.
    const data = await kept.check(`/api/crypto/btc-tx?txid=${TXID}`, { [TIP]: { body: 'maintenance', headers: { 'content-type': 'text/plain' } } }, 'no tip height')
    expect(data.items[0].confirmed).toBe(true)
  })
})

describe('crypto JSON-RPC: an answer without a result, or a fee history without rewards', () => {
  // Shape of eth_feeHistory's result as nodes send it; the values are made up for the test.
  const history = { oldestBlock: '0x1442cc0', baseFeePerGas: ['0x2540be400', '0x2363e7f00'], gasUsedRatio: [0.52], reward: [['0x5f5e100', '0x3b9aca00', '0x77359400']] }
  const kept = keptHost('rpc-ethereum', { 'POST /': (request) => ({ body: { jsonrpc: '2.0', id: JSON.parse(request.body).id, result: history } }) })
  // Made up for the test: a JSON-RPC answer with neither result nor error; a fee history with no rewards.
  const bad: Array<[string, object, string]> = [
    ['no result', { jsonrpc: '2.0', id: 1 }, 'without a result'],
    ['no rewards', { jsonrpc: '2.0', id: 1, result: { ...history, reward: [] } }, 'fee history without base fees or rewards'],
  ]
  for (const [what, body, error] of bad) {
    it(`${what}: a 502, not charged; then the fee history sent next is read`, async () => {
      const data = await kept.check('/api/crypto/gas-oracle?chain=ethereum', { 'POST /': { body } }, error)
      expect(data.items[0]).toMatchObject({ chain: 'ethereum', blocksSampled: 1 })
    })
  }
})

describe('crypto.contract: an ABI that is not a JSON array', () => {
  const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const routes = (source: object, abi: object): FixtureRoute => (request) => ({ body: request.query.get('action') === 'getabi' ? abi : source })
  const source = json('etherscan/getsourcecode-usdc.json')
  const abi = json('etherscan/getabi-implementation.json')
  const kept = keptHost('etherscan', { 'GET /v2/api': routes(source, abi) })
  // Made up for the test: the recorded answers with their ABI cut short.
  const cut = (text: string) => text.slice(0, 40)
  it('in the contract\'s source: a 502, not charged; then the answer sent next is read', async () => {
    const data = await kept.check(`/api/crypto/contract?chain=ethereum&address=${USDC}`, { 'GET /v2/api': routes({ ...source, result: [{ ...source.result[0], ABI: cut(source.result[0].ABI) }] }, abi) }, 'unexpected shape (at result.0.ABI)')
    expect(data.items[0]).toMatchObject({ verified: true, proxy: true })
  })
  it('in the implementation\'s ABI: a 502, not charged; then the answer sent next is read', async () => {
    const data = await kept.check(`/api/crypto/contract?chain=ethereum&address=${USDC}`, { 'GET /v2/api': routes(source, { ...abi, result: cut(abi.result) }) }, 'unexpected shape (at result')
    expect(data.items[0].implementationFunctions.length).toBeGreaterThan(0)
  })
})
