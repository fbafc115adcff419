import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { cryptoPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['defi', [[{ protocol: 'aave', chain: 'ethereum' }, 'protocol']], { protocol: 'aave' }],
  ['dex-ohlcv', [[{ network: 'base', address: '0xd0b53d9277642d899df5c87a3966a349a798f224', timeframe: 'minute', aggregate: 59, limit: 1000 }, 'limit']], { network: 'base', address: '0xd0b53d9277642d899df5c87a3966a349a798f224', timeframe: 'hour', aggregate: 5 }],
  ['vrf', [[{ min: 1 }, 'max'], [{ min: 10, max: 1 }, 'max']], { min: 1, max: 10 }],
]

checksBeforePayment(cryptoPlugin, CASES)
