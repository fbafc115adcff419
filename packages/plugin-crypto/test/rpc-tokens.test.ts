import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { harness } from './_harness.ts'
import { methodsOf, rpcNode } from './_rpc-node.ts'

const OWNER = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
const MKR = '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2'
const BAYC = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const NOTHING = '0x000000000000000000000000000000000000dead'

const node = rpcNode({
  chainId: 8453,
  blockNumber: 22_812_345,
  balances: { [OWNER]: 1_234_500_000_000_000_000n },
  contracts: {
    [USDC]: { name: 'USD Coin', symbol: 'USDC', decimals: 6, totalSupply: 3_912_345_678_901_234n, balances: { [OWNER]: 2_500_123_456n }, interfaces: [] },
    [MKR]: { symbolBytes32: stringToHex('MKR', { size: 32 }), decimals: 18, totalSupply: 977_631_036_441_541_284_566n, balances: { [OWNER]: 0n } },
    [BAYC]: { name: 'BoredApeYachtClub', symbol: 'BAYC', totalSupply: 10_000n, interfaces: ['0x80ac58cd', '0x01ffc9a7'] },
  },
})
const h = harness({ 'POST /': node }, ['rpc-base', 'rpc-ethereum'])

describe('crypto.balances', () => {
  it('reads the native balance and each token\'s balance, decimals and symbol', async () => {
    const { status, body } = await h.call(`/api/crypto/balances?address=${OWNER}&tokens=${USDC},${MKR.toUpperCase().replace('0X', '0x')},${NOTHING}`)
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', chain: 'base',
      native: { symbol: 'ETH', decimals: 18, raw: '1234500000000000000', formatted: '1.2345' },
      tokens: [
        { contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', decimals: 6, raw: '2500123456', formatted: '2500.123456', error: null },
        { contract: '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2', symbol: 'MKR', decimals: 18, raw: '0', formatted: '0', error: null },
        { contract: '0x000000000000000000000000000000000000dEaD', symbol: null, decimals: null, raw: null, formatted: null, error: expect.stringContaining('not an ERC-20') },
      ],
    })
    expect(methodsOf(h.server.requests)).toContain('eth_getBalance')
  })
  it('answers only the native balance without tokens', async () => {
    const { body } = await h.call(`/api/crypto/balances?address=${OWNER}&chain=ethereum`)
    expect(body.data.items[0]).toMatchObject({ chain: 'ethereum', tokens: [], native: { formatted: '1.2345' } })
  })
  it('answers 429 for a JSON-RPC rate limit error and 502 for other node errors', async () => {
    h.set('POST /', { body: { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'daily request count exceeded, request rate limited' } } })
    expect(await h.call(`/api/crypto/balances?address=${OWNER}`)).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    h.set('POST /', { body: { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'internal error' } } })
    expect(await h.call(`/api/crypto/balances?address=${OWNER}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  h.failures('POST /', `/api/crypto/balances?address=${OWNER}`)
  h.refusals('/api/crypto/balances', [['', 'address'], [`address=${OWNER}&chain=solana`, 'chain'], [`address=${OWNER}&tokens=0x1234`, 'tokens'], [`address=${OWNER}&tokens=${Array.from({ length: 21 }, (_, i) => `0x${String(i).padStart(40, '0')}`).join(',')}`, 'tokens'], [`address=${OWNER}&tokens=${'0x'.padEnd(901, 'a')}`, 'tokens']])
})

describe('crypto.token-metadata', () => {
  it('reads an ERC-20\'s name, symbol, decimals and supply', async () => {
    const { body } = await h.call(`/api/crypto/token-metadata?chain=base&address=${USDC}`)
    expect(body.data.items[0]).toStrictEqual({ chain: 'base', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', standard: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6, totalSupplyRaw: '3912345678901234', totalSupply: '3912345678.901234' })
  })
  it('reads bytes32 symbols and detects ERC-721 by ERC-165', async () => {
    expect((await h.call(`/api/crypto/token-metadata?address=${MKR}`)).body.data.items[0]).toMatchObject({ standard: 'erc20', name: null, symbol: 'MKR', decimals: 18, totalSupply: '977.631036441541284566' })
    expect((await h.call(`/api/crypto/token-metadata?address=${BAYC}`)).body.data.items[0]).toMatchObject({ standard: 'erc721', name: 'BoredApeYachtClub', symbol: 'BAYC', decimals: null, totalSupply: '10000' })
  })
  it('answers 404 when no contract lives at the address', async () => {
    expect(await h.call(`/api/crypto/token-metadata?address=${NOTHING}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('POST /', `/api/crypto/token-metadata?address=${USDC}`)
  h.refusals('/api/crypto/token-metadata', [['', 'address'], [`address=${USDC}&chain=bsc`, 'chain']])
})
