import { join } from 'node:path'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'
import { fixture, harness } from './_harness.ts'

const VITALIK = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const UNVERIFIED = '0x000000000000000000000000000000000000dead'

describe('etherscan fixtures', () => {
  it('hold well-formed hashes: every transaction and block hash is 0x and 64 hex digits', async () => {
    const { readFileSync, readdirSync } = await import('node:fs')
    const dir = join(h.folder, 'etherscan')
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      for (const [, key, value] of readFileSync(join(dir, file), 'utf8').matchAll(/"(hash|blockHash)": *"([^"]*)"/g)) expect(value, `${file} ${key}`).toMatch(/^0x[0-9a-f]{64}$/)
    }
  })
})

const h = harness({
  'GET /v2/api': (request) => {
    const q = request.query
    if (q.get('action') === 'txlist') return fixture('etherscan/txlist.json')
    if (q.get('action') === 'tokentx') return fixture('etherscan/tokentx.json')
    if (q.get('action') === 'tokennfttx') return fixture('etherscan/tokennfttx.json')
    if (q.get('action') === 'token1155tx') return fixture('etherscan/no-transactions.json')
    if (q.get('action') === 'getabi') return fixture('etherscan/getabi-implementation.json')
    return fixture(q.get('address') === UNVERIFIED ? 'etherscan/getsourcecode-unverified.json' : 'etherscan/getsourcecode-usdc.json')
  },
}, ['etherscan'])
/** One host for each test: its calls share the host's answer cache. */
const one = testHost({ plugins: [cryptoPlugin], upstreams: ['etherscan'], keys: { etherscan: 'test-key' }, routes: { 'GET /v2/api': fixture('etherscan/txlist.json') }, hostPer: 'test' })
// The plugin on a host with no Etherscan key.
// Served by the fixture server (its terms accepted there) with no key: the missing key is what is named.
const keyless = testHost({ plugins: [cryptoPlugin], upstreams: ['etherscan'] })

describe('crypto.address-history', () => {
  it('serves Etherscan data only where the operator accepts its API Terms (commercial use on its Advanced plans), crediting it', async () => {
    const unaccepted = { upstreams: { etherscan: { baseUrl: h.server.url, key: 'test-key', acceptTerms: false } } }
    const before = h.requests.length
    const refused = await h.call(`/api/crypto/address-history?address=${VITALIK}`, undefined, unaccepted)
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_ETHERSCAN_ACCEPT_TERMS=true') } })
    expect(h.requests.length).toBe(before)
    const { body } = await h.call(`/api/crypto/address-history?address=${VITALIK}`)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'Etherscan', text: 'Powered by Etherscan.io APIs', url: 'https://etherscan.io/' }])
  })
  it('answers normal transactions with values in wei and ETH, method names and flags', async () => {
    const { status, body } = await h.call(`/api/crypto/address-history?address=${VITALIK}&chainId=8453&page=2&offset=3`)
    expect(status).toBe(200)
    expect(h.last().params).toEqual({ chainid: '8453', module: 'account', action: 'txlist', address: VITALIK, page: '2', offset: '3', sort: 'desc', apikey: 'test-key' })
    expect(body.data.source.url).not.toContain('test-key')
    expect(body.data.items[0]).toStrictEqual({
      hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', blockNumber: 21245123, timestamp: '2024-11-23T10:00:11.000Z', from: VITALIK, to: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      valueWei: '0', valueEth: '0', gasUsed: 62159, gasPriceWei: '11834213901', methodId: '0xa9059cbb', methodName: 'transfer', functionSignature: 'transfer(address _to, uint256 _value)', isError: false, contractCreated: null, nonce: 412,
    })
    expect(body.data.items[1]).toMatchObject({ valueEth: '1.5', methodId: null, methodName: null })
    expect(body.data.items[2]).toMatchObject({ to: null, isError: true, contractCreated: '0x1f98431c8ad98523631ae4a59f267346ea31f984' })
  })
  it('answers "No transactions found" as an empty list', async () => {
    h.set('GET /v2/api', fixture('etherscan/no-transactions.json'))
    expect((await h.call(`/api/crypto/address-history?address=${VITALIK}`)).body.data).toMatchObject({ items: [], total: null })
  })
  it('answers 429 for Etherscan\'s in-body rate limit and 502 for a bad key', async () => {
    h.set('GET /v2/api', fixture('etherscan/rate-limit.json'))
    expect(await h.call(`/api/crypto/address-history?address=${VITALIK}`)).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    h.set('GET /v2/api', fixture('etherscan/invalid-key.json'))
    expect(await h.call(`/api/crypto/address-history?address=${VITALIK}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  it('keeps no refusal or answer of another shape: the next call asks Etherscan again and answers', async () => {
    // Each wrong answer for its own address: the good answer of the first is kept by the host.
    for (const [wrong, address] of [['etherscan/invalid-key.json', VITALIK], ['etherscan/txlist-other-shape.json', USDC]] as const) {
      one.set('GET /v2/api', fixture(wrong))
      expect(await one.call(`/api/crypto/address-history?address=${address}`), wrong).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
      one.set('GET /v2/api', fixture('etherscan/txlist.json'))
      expect((await one.call(`/api/crypto/address-history?address=${address}`)).status, wrong).toBe(200)
    }
  })
  it('answers 503 naming the paid plan for a chain Etherscan\'s free plan does not cover (Base, BSC, OP, Avalanche)', async () => {
    h.set('GET /v2/api', fixture('etherscan/free-tier-chain.json'))
    const { status, body } = await h.call(`/api/crypto/address-history?address=${VITALIK}&chainId=8453`)
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('free API plan does not cover chain 8453') })
  })
  it('is unavailable (503 naming the setting) without a key', async () => {
    expect((await keyless.status(`/api/crypto/address-history?address=${VITALIK}`, 503)).error).toContain('SVC_UPSTREAM_ETHERSCAN_KEY')
  })
  h.failures('GET /v2/api', `/api/crypto/address-history?address=${VITALIK}`)
  h.refusals('/api/crypto/address-history', [['', 'address'], ['address=0x12', 'address'], [`address=${VITALIK}&chainId=0`, 'chainId'], [`address=${VITALIK}&page=0`, 'page'], [`address=${VITALIK}&offset=101`, 'offset'], [`address=${VITALIK}&offset=0`, 'offset'], [`address=${VITALIK}&sort=new`, 'sort'], [`address=${VITALIK}&startBlock=-1`, 'startBlock'], [`address=${VITALIK}&endBlock=1.5`, 'endBlock'], [`address=${VITALIK}&startBlock=10&endBlock=5`, 'endBlock']])
})

describe('crypto.token-transfers', () => {
  it('answers ERC-20 transfers with direction and formatted amounts', async () => {
    const { body } = await h.call(`/api/crypto/token-transfers?address=${VITALIK}&contractAddress=${USDC}&sort=asc`)
    expect(h.last().query.get('contractaddress')).toBe(USDC)
    expect(h.last().query.get('sort')).toBe('asc')
    expect(body.data.items).toStrictEqual([
      { hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', blockNumber: 21245123, timestamp: '2024-11-23T10:00:11.000Z', direction: 'out', from: VITALIK, to: '0x5a52e96bacdabb82fd05763e25335261b270efcb', token: { contract: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', name: 'USDC', symbol: 'USDC', decimals: 6 }, tokenId: null, amountRaw: '10000000000', amount: '10000' },
      { hash: '0x7b1e2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9', blockNumber: 21201111, timestamp: '2024-11-17T06:30:11.000Z', direction: 'in', from: '0x28c6c06298d514db089934071355e5743bf21d60', to: VITALIK, token: { contract: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }, tokenId: null, amountRaw: '2500000000000000000', amount: '2.5' },
    ])
  })
  it('answers NFT transfers with token ids, and an empty ERC-1155 history', async () => {
    const nft = await h.call(`/api/crypto/token-transfers?address=${VITALIK}&standard=erc721`)
    expect(h.last().query.get('action')).toBe('tokennfttx')
    expect(nft.body.data.items[0]).toMatchObject({ direction: 'in', tokenId: '8817', amountRaw: '1', amount: '1', token: { symbol: 'BAYC', decimals: null } })
    expect((await h.call(`/api/crypto/token-transfers?address=${VITALIK}&standard=erc1155`)).body.data.items).toEqual([])
  })
  h.failures('GET /v2/api', `/api/crypto/token-transfers?address=${VITALIK}`)
  h.refusals('/api/crypto/token-transfers', [[`address=${VITALIK}&standard=erc777`, 'standard'], [`address=${VITALIK}&contractAddress=usdc`, 'contractAddress'], [`address=${VITALIK}&offset=500`, 'offset']])
})

describe('crypto.contract', () => {
  it('answers a verified proxy with its implementation\'s ABI and decodes a selector from it', async () => {
    const { body } = await h.call(`/api/crypto/contract?chain=ethereum&address=${USDC}&selector=0xE3EE160E`)
    const item = body.data.items[0]
    expect(item).toMatchObject({
      chain: 'ethereum', chainId: 1, verified: true, name: 'FiatTokenProxy', compiler: 'v0.4.24+commit.e67f0147', language: 'Solidity', optimization: false, runs: 200, evmVersion: 'Default',
      license: null, proxy: true, implementation: '0x43506849d7c04f9138d1a2050bbf3a0c054402dd',
      selector: { selector: '0xe3ee160e', signatures: ['transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32)'], source: 'abi' },
    })
    expect(item.functions).toContainEqual({ selector: '0x3659cfe6', signature: 'upgradeTo(address)', stateMutability: 'nonpayable' })
    expect(item.events).toContainEqual({ topic: '0xbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b', signature: 'Upgraded(address)' })
    expect(item.implementationFunctions).toContainEqual({ selector: '0xa9059cbb', signature: 'transfer(address,uint256)', stateMutability: 'nonpayable' })
    expect(item.implementationEvents).toContainEqual({ topic: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', signature: 'Transfer(address,address,uint256)' })
  })
  it('answers an unverified contract, and decodes a selector from the embedded table', async () => {
    const { body } = await h.call(`/api/crypto/contract?chain=base&address=${UNVERIFIED}&selector=0x095ea7b3`)
    expect(h.last().query.get('chainid')).toBe('8453')
    expect(body.data.items[0]).toMatchObject({ verified: false, name: null, proxy: false, implementation: null, functions: [], selector: { signatures: ['approve(address,uint256)'], source: 'signature-table' } })
  })
  h.failures('GET /v2/api', `/api/crypto/contract?chain=ethereum&address=${USDC}`)
  h.refusals('/api/crypto/contract', [[`address=${USDC}`, 'chain'], [`chain=solana&address=${USDC}`, 'chain'], ['chain=base', 'address'], [`chain=base&address=${USDC}&selector=0x1234`, 'selector']])
})

describe('Etherscan\'s rate limit sent with 200', () => {
  // One host per test: its calls share the cache, where a transaction list is kept 30 s.
  const kept = testHost({ plugins: [cryptoPlugin], upstreams: ['etherscan'], keys: { etherscan: 'test-key' }, hostPer: 'test', routes: { 'GET /v2/api': fixture('etherscan/rate-limit.json') } })
  it('is answered as its 429 is (Retry-After 1 for the per-second limit), and not kept: the next call asks Etherscan again', async () => {
    const limited = await kept.call(`/api/crypto/address-history?address=${VITALIK}`)
    expect(limited).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT', retryAfter: '1' } })
    expect(limited.headers.get('retry-after')).toBe('1')
    kept.set('GET /v2/api', fixture('etherscan/txlist.json'))
    expect((await kept.ok(`/api/crypto/address-history?address=${VITALIK}`)).items).toHaveLength(3)
    expect(kept.requests).toHaveLength(2)
  })
})
