import { checksBeforePayment, testHost, type CheckCase } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['address-history', [['address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&startBlock=20&endBlock=10', 'endBlock'], ['address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&page=101&offset=100', 'page']], 'address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&startBlock=10&endBlock=20&page=100&offset=100'],
  ['token-transfers', [['address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&startBlock=20&endBlock=10', 'endBlock'], ['address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&page=10001', 'page']], 'address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&page=400'],
  ['ens-resolve', [['query=not%20a%20name.eth', 'query'], ['query=a_b.eth', 'query']], 'query=vitalik.eth'],
  ['defi', [[{ protocol: 'aave', chain: 'ethereum' }, 'protocol']], { protocol: 'aave' }],
  ['dex-ohlcv', [[{ network: 'base', address: '0xd0b53d9277642d899df5c87a3966a349a798f224', timeframe: 'minute', aggregate: 59, limit: 1000 }, 'limit']], { network: 'base', address: '0xd0b53d9277642d899df5c87a3966a349a798f224', timeframe: 'hour', aggregate: 5 }],
  ['vrf', [[{ min: 1 }, 'max'], [{ min: 10, max: 1 }, 'max']], { min: 1, max: 10 }],
]

checksBeforePayment(cryptoPlugin, CASES)

// Before availability too: on a host without the Etherscan key, a call that can only fail is a 400, not a 503.
describe('crypto.address-history on a host without its key', () => {
  const t = testHost({ plugins: cryptoPlugin, paid: true })
  it('answers 400 naming endBlock for blocks in the wrong order, 503 for a call that could succeed', async () => {
    await t.rejects('/api/crypto/address-history?address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&startBlock=20&endBlock=10', 'endBlock')
    await t.status('/api/crypto/address-history?address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&startBlock=10&endBlock=20', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  })
})
