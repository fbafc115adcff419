import { seededRandom, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'

/**
 * Bad and odd values for every parameter of every operation, against upstreams that answer every path with
 * a 404: each call is refused (400) or answered (2xx, 404, 502), never a 500.
 */
const ODD = ['', ' ', '-1', '0', '1e309', 'NaN', '99999999999999999999', 'true', '[]', '{}', '%00', '../../etc', '<script>', 'ü'.repeat(300), '0x', `0x${'f'.repeat(64)}`, '2025-02-30', '1'.repeat(81)]
const CONDITION = `0x${'5a'.repeat(32)}`
const WALLET = `0x${'11'.repeat(20)}`
/** Valid required parameters per operation, so an odd value of another parameter reaches the handler. */
const BASE: Record<string, Record<string, string>> = {
  market: { market: 'some-market' }, 'marketA-market': { market: '516710' }, search: { q: 'fed' }, price: { token: '123' }, orderbook: { token: '123' },
  'marketA-orderbook': { market: 'some-market' }, 'price-history': { token: '123' }, activity: { wallet: WALLET }, positions: { wallet: WALLET }, wallet: { wallet: WALLET },
  holders: { market: CONDITION }, 'crypto-updown': { coin: 'btc' },
}
const UPSTREAMS = ['polymarket-gamma', 'polymarket-clob', 'polymarket-data', 'kalshi']

// Every upstream on a fixture server without routes (each path answers 404); one host for the whole test.
const h = testHost({ plugins: predictPlugin, upstreams: UPSTREAMS, hostPer: 'test' })

describe('predict fuzz of bad inputs', () => {
  it('never answers a 500', async () => {
    const random = seededRandom(23)
    const failures: string[] = []
    for (const operation of predictPlugin.operations) {
      const params = Object.keys((operation.input as unknown as { entries: Record<string, unknown> }).entries)
      for (const param of params) {
        for (let i = 0; i < 5; i++) {
          const value = ODD[Math.floor(random() * ODD.length)]!
          const path = `/api/predict/${operation.name}?${new URLSearchParams({ ...BASE[operation.name], [param]: value })}`
          const { status } = await h.call(path)
          if (status >= 500 && status !== 502 && status !== 503) failures.push(`${path} -> ${status}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 60_000)
})
