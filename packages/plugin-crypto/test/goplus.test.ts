import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'
import { fixture, harness } from './_harness.ts'

const BAD = '0x098b716b8aaf21512996dc57eb0615e2383e2f96'
const CLEAN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const PEPE = '0x6982508145454ce325ddbe47a25d4ec3d2311933'
const BAYC = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'

/** One host for each test: its calls share the host's answer cache. */
const one = testHost({ plugins: [cryptoPlugin], upstreams: ['goplus'], keys: { goplus: 'test-key' }, routes: { [`GET /api/v1/address_security/${BAD}`]: fixture('goplus/address-security-flagged.json') }, hostPer: 'test' })

const h = harness({
  [`GET /api/v1/address_security/${BAD}`]: fixture('goplus/address-security-flagged.json'),
  [`GET /api/v1/address_security/${CLEAN}`]: fixture('goplus/address-security-clean.json'),
  'GET /api/v1/token_security/1': (request) => fixture(request.query.get('contract_addresses') === PEPE ? 'goplus/token-security.json' : 'goplus/token-security-empty.json'),
  'GET /api/v1/nft_security/1': fixture('goplus/nft-security.json'),
}, ['goplus'])

describe('crypto.address-safety', () => {
  it('counts the flags hit, malicious contracts included', async () => {
    const { status, body } = await h.call(`/api/crypto/address-safety?chainId=1&address=0x098B716B8Aaf21512996dC57EB0615e2383E2f96`)
    expect(status).toBe(200)
    expect(h.last().query.get('chain_id')).toBe('1')
    expect(h.last().headers.authorization).toBe('test-key')
    expect(body.data.items[0]).toMatchObject({
      address: BAD, chainId: '1', malicious: true, hitCount: 4, hits: ['moneyLaundering', 'phishingActivities', 'stealingAttack', 'maliciousContractsCreated'],
      maliciousContractsCreated: 2, isContract: false, dataSource: 'SlowMist,BlockSec', partial: false,
    })
    expect(body.data.items[0].flags).toMatchObject({ cybercrime: false, moneyLaundering: true, sanctioned: false, honeypotRelatedAddress: false })
  })
  it('answers a clean address as not malicious', async () => {
    const { body } = await h.call(`/api/crypto/address-safety?chainId=1&address=${CLEAN}`)
    expect(body.data.items[0]).toMatchObject({ malicious: false, hitCount: 0, hits: [], isContract: true, dataSource: null })
  })
  it('answers 429 when GoPlus reports its rate limit in the body, and 502 on other codes', async () => {
    h.set(`GET /api/v1/address_security/${BAD}`, fixture('goplus/rate-limited.json'))
    expect(await h.call(`/api/crypto/address-safety?chainId=1&address=${BAD}`)).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    h.set(`GET /api/v1/address_security/${BAD}`, { body: { code: 5000, message: 'system error', result: null } })
    expect(await h.call(`/api/crypto/address-safety?chainId=1&address=${BAD}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  it('keeps no other code: the next call asks GoPlus again and answers', async () => {
    one.set(`GET /api/v1/address_security/${BAD}`, fixture('goplus/system-error.json'))
    expect(await one.call(`/api/crypto/address-safety?chainId=1&address=${BAD}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    one.set(`GET /api/v1/address_security/${BAD}`, fixture('goplus/address-security-flagged.json'))
    const again = await one.call(`/api/crypto/address-safety?chainId=1&address=${BAD}`)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
  })
  h.failures(`GET /api/v1/address_security/${BAD}`, `/api/crypto/address-safety?chainId=1&address=${BAD}`)
  h.refusals('/api/crypto/address-safety', [[`address=${BAD}`, 'chainId'], [`chainId=${'1'.repeat(21)}&address=${BAD}`, 'chainId'], ['chainId=1&address=0x123', 'address'], [`chainId=1%2F..&address=${BAD}`, 'chainId']])
})

describe('crypto.token-safety', () => {
  it('answers taxes, risks found, owner, DEX liquidity and top holders', async () => {
    const { body } = await h.call(`/api/crypto/token-safety?chainId=1&address=${PEPE}`)
    expect(body.data.items[0]).toMatchObject({
      address: PEPE, name: 'Pepe', symbol: 'PEPE', totalSupply: 420689899999994.8, holderCount: 361234, buyTax: 0, sellTax: 0, risks: ['isBlacklisted'], riskCount: 1,
      owner: { address: '0x0000000000000000000000000000000000000000', percent: 0 }, lpHolderCount: 1620,
      dex: [{ name: 'UniswapV2', pair: '0xa43fe16908251ee70ef74718545e4fe6c5ccec9f', liquidityUsd: 21052316.96301442 }, { name: 'UniswapV3', pair: '0x11950d141ecb863f01007add7d1a342041227b58', liquidityUsd: 8123456.123 }],
      topHolders: [{ address: '0xf977814e90da44bfa03b6295a0616a897441acec', tag: 'Binance 8', isContract: false, percent: 0.086354, isLocked: false }, expect.any(Object)],
    })
    expect(body.data.items[0].flags).toMatchObject({ isHoneypot: false, isOpenSource: true, isInDex: true, trustList: null })
  })
  it('answers 404 when GoPlus has nothing on the token', async () => {
    expect(await h.call(`/api/crypto/token-safety?chainId=1&address=${CLEAN}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('answers 400 when GoPlus refuses the chain', async () => {
    h.set('GET /api/v1/token_security/1', { body: { code: 2018, message: 'chain not supported', result: {} } })
    expect(await h.call(`/api/crypto/token-safety?chainId=1&address=${PEPE}`)).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } })
  })
  h.failures('GET /api/v1/token_security/1', `/api/crypto/token-safety?chainId=1&address=${PEPE}`)
  h.refusals('/api/crypto/token-safety', [['chainId=1', 'address'], [`address=${PEPE}`, 'chainId']])
})

describe('crypto.nft-security', () => {
  it('answers privileges, risks and stats of a collection', async () => {
    const { body } = await h.call(`/api/crypto/nft-security?chainId=1&address=${BAYC}&tokenId=1`)
    expect(h.last().query.get('token_id')).toBe('1')
    expect(body.data.items[0]).toMatchObject({
      address: BAYC, name: 'BoredApeYachtClub', symbol: 'BAYC', standard: 'erc721', risks: ['privilegedMinting'], riskCount: 1, malicious: false, verified: true, openSource: true, proxy: false, trusted: true,
      oversupplyMinting: null, privileges: { privilegedMinting: { present: true, owner: '0xaba7161a7fb69c88e16ed9f455ce62b791ee4d03', ownerType: 'eoa' }, transferWithoutApproval: { present: null, owner: null, ownerType: null } },
      items: 10000, owners: 5512, createBlock: 12287507, stats: { totalVolume: 1231234.5, sales24h: 12, highestPrice: 769 },
      lookalikes: [{ address: '0x1a92f7381b9f03921564a437210bb9396471050c', name: 'Cool Cats' }],
    })
  })
  it('reads a partial answer (code 2) with empty privileges and a token owner', async () => {
    h.set('GET /api/v1/nft_security/1', { body: { code: 2, message: 'partial data obtained', result: { nft_address: BAYC, nft_name: 'X', nft_symbol: 'X', nft_erc: 'erc721', nft_proxy: 1, transfer_without_approval: {}, privileged_minting: { value: null, owner_address: null, owner_type: null }, self_destruct: { value: 3, owner_address: null, owner_type: null }, restricted_approval: null, malicious_nft_contract: 0, token_id: '7', token_owner: '0x4abf33dbec1e62ae8082fcd67062248e9f5fb515' } } })
    const item = (await h.call(`/api/crypto/nft-security?chainId=1&address=${BAYC}&tokenId=7`)).body.data.items[0]
    expect(item).toMatchObject({ partial: true, risks: ['selfDestruct', 'proxy'], tokenOwner: '0x4abf33dbec1e62ae8082fcd67062248e9f5fb515', privileges: { transferWithoutApproval: { present: null }, privilegedMinting: { present: null }, selfDestruct: { present: true } } })
  })
  it('answers 404 when GoPlus has no such collection', async () => {
    h.set('GET /api/v1/nft_security/1', { body: { code: 1, message: 'OK', result: {} } })
    expect((await h.call(`/api/crypto/nft-security?chainId=1&address=${BAYC}`)).status).toBe(404)
  })
  h.failures('GET /api/v1/nft_security/1', `/api/crypto/nft-security?chainId=1&address=${BAYC}`)
  h.refusals('/api/crypto/nft-security', [[`chainId=1&address=${BAYC}&tokenId=abc`, 'tokenId'], ['chainId=1&address=bayc', 'address']])
})

describe('GoPlus\'s rate limit sent with 200 (code 4029)', () => {
  // One host per test: its calls share the cache, where an answer is kept 10 minutes.
  const kept = testHost({ plugins: [cryptoPlugin], upstreams: ['goplus'], hostPer: 'test', routes: { [`GET /api/v1/address_security/${BAD}`]: fixture('goplus/rate-limited.json') } })
  it('is answered as its 429 is, and not kept: the next call asks GoPlus again', async () => {
    expect(await kept.call(`/api/crypto/address-safety?chainId=1&address=${BAD}`)).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT', error: expect.stringContaining('code 4029') } })
    kept.set(`GET /api/v1/address_security/${BAD}`, fixture('goplus/address-security-flagged.json'))
    expect((await kept.ok(`/api/crypto/address-safety?chainId=1&address=${BAD}`)).items[0]).toMatchObject({ malicious: true })
    expect(kept.requests).toHaveLength(2)
  })
})
