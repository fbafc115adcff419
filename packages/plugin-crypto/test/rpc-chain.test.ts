import { describe, expect, it } from 'vitest'
import { harness } from './_harness.ts'
import { rpcNode } from './_rpc-node.ts'
import { block, HASH, PENDING, receipt, tx, VITALIK } from './_eth-tx.ts'

const h = harness({
  'POST /': rpcNode({
    chainId: 1,
    blockNumber: 21245123 + 9,
    transactions: { [HASH]: tx, [PENDING]: { ...tx, hash: PENDING, blockHash: null, blockNumber: null, transactionIndex: null, input: '0x', value: '0xde0b6b3a7640000' } },
    receipts: { [HASH]: receipt },
    blocks: { 21245123: block },
    feeHistory: {
      oldestBlock: '0x1442cc0',
      baseFeePerGas: ['0x2540be400', '0x2540be400', '0x2540be400', '0x2540be400', '0x2363e7f00'],
      baseFeePerBlobGas: ['0x1', '0x1', '0x1', '0x1', '0x1'],
      gasUsedRatio: [0.52, 0.47, 0.61, 0.38],
      blobGasUsedRatio: [0.5, 0.33, 0.67, 0.17],
      reward: [['0x5f5e100', '0x3b9aca00', '0x77359400'], ['0x5f5e100', '0x3b9aca00', '0x77359400'], ['0xbebc200', '0x59682f00', '0xb2d05e00'], ['0x0', '0x1dcd6500', '0x3b9aca00']],
    },
    ens: {
      names: { 'vitalik.eth': { address: VITALIK, texts: { avatar: 'eip155:1/erc1155:0xb32979486938aa9694bfc898f35dbed459f44424/10063', url: 'https://vitalik.ca', 'com.twitter': 'VitalikButerin', 'com.github': 'vbuterin', description: 'mi pinxe lo crino tcati' } }, 'unset.eth': {} },
      reverse: { [VITALIK]: 'vitalik.eth' },
    },
  }),
}, ['rpc-ethereum', 'rpc-base'])

describe('crypto.tx', () => {
  it('answers a mined transaction with receipt, fee, confirmations and method', async () => {
    const { status, body } = await h.call(`/api/crypto/tx?hash=${HASH}`)
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      hash: HASH, chain: 'ethereum', status: 'success', blockNumber: 21245123, timestamp: '2024-11-23T08:51:55.000Z', confirmations: 10, from: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', valueWei: '0', value: '0', symbol: 'ETH', nonce: 412, type: 'eip1559', gasLimit: '84000', gasUsed: '62159', effectiveGasPriceGwei: '11.834183437',
      feeWei: '735601008260483', fee: '0.000735601008260483', contractCreated: null, logCount: 1, selector: '0xa9059cbb', method: ['transfer(address,uint256)'],
    })
  })
  it('answers a pending transaction without receipt, and 404 for an unknown hash', async () => {
    expect((await h.call(`/api/crypto/tx?hash=${PENDING}`)).body.data.items[0]).toMatchObject({ status: 'pending', blockNumber: null, confirmations: 0, value: '1', selector: null, method: [], fee: null })
    expect(await h.call(`/api/crypto/tx?hash=0x${'9'.repeat(64)}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('POST /', `/api/crypto/tx?hash=${HASH}`)
  h.refusals('/api/crypto/tx', [['', 'hash'], ['hash=0x1234', 'hash'], [`hash=${HASH}&chain=tron`, 'chain']])
})

describe('crypto.gas-oracle', () => {
  it('averages the reward percentiles over four blocks and prices a transfer', async () => {
    const { body } = await h.call('/api/crypto/gas-oracle?chain=ethereum')
    expect(body.data.items[0]).toStrictEqual({
      chain: 'ethereum', symbol: 'ETH', blockNumber: 21245123, baseFeeGwei: '9.5', transferGas: 21000, blocksSampled: 4,
      slow: { priorityFeeGwei: '0.1', maxFeeGwei: '19.1', transferCostWei: '201600000000000', transferCost: '0.0002016' },
      standard: { priorityFeeGwei: '1', maxFeeGwei: '20', transferCostWei: '220500000000000', transferCost: '0.0002205' },
      fast: { priorityFeeGwei: '2', maxFeeGwei: '21', transferCostWei: '241500000000000', transferCost: '0.0002415' },
    })
  })
  it('answers 502 when the node sends no rewards', async () => {
    h.set('POST /', { body: { jsonrpc: '2.0', id: 1, result: { oldestBlock: '0x1', baseFeePerGas: ['0x1'], gasUsedRatio: [], reward: [] } } })
    expect(await h.call('/api/crypto/gas-oracle?chain=base')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  h.failures('POST /', '/api/crypto/gas-oracle?chain=ethereum')
  h.refusals('/api/crypto/gas-oracle', [['', 'chain'], ['chain=bsc', 'chain']])
})

describe('crypto.ens-resolve', () => {
  it('resolves a name to its address and profile records', async () => {
    const { status, body } = await h.call('/api/crypto/ens-resolve?query=Vitalik.eth')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      query: 'Vitalik.eth', mode: 'forward', name: 'vitalik.eth', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      records: { avatar: 'eip155:1/erc1155:0xb32979486938aa9694bfc898f35dbed459f44424/10063', email: null, url: 'https://vitalik.ca', twitter: 'VitalikButerin', github: 'vbuterin', description: 'mi pinxe lo crino tcati' },
    })
  })
  it('resolves an address to its primary name', async () => {
    const { body } = await h.call(`/api/crypto/ens-resolve?query=${VITALIK}`)
    expect(body.data.items[0]).toMatchObject({ mode: 'reverse', name: 'vitalik.eth', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', records: { twitter: 'VitalikButerin' } })
  })
  it('answers address null for an unregistered or unset name, and name null for an address without one', async () => {
    expect((await h.call('/api/crypto/ens-resolve?query=nobody-here.eth')).body.data.items[0]).toMatchObject({ name: 'nobody-here.eth', address: null })
    expect((await h.call('/api/crypto/ens-resolve?query=unset.eth')).body.data.items[0]).toMatchObject({ address: null, records: { avatar: null } })
    expect((await h.call('/api/crypto/ens-resolve?query=0x000000000000000000000000000000000000dEaD')).body.data.items[0]).toMatchObject({ name: null, records: { url: null } })
  })
  h.failures('POST /', '/api/crypto/ens-resolve?query=vitalik.eth')
  h.refusals('/api/crypto/ens-resolve', [['', 'query'], ['query=ab', 'query'], [`query=${'a'.repeat(252)}.eth`, 'query'], ['query=bad%20name%E2%80%8B.eth', 'query']])
})
