import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '@svc/core/testing'
import { fixture, harness } from './_harness.ts'

const POOL = '0xd0b53d9277642d899df5c87a3966a349a798f224'
/** 2024-11-23T12:00Z: the newest candle of every series here. */
const NEWEST = 1732363200

/**
 * A made-up trading history in GeckoTerminal's shape (see ohlcv-hour-1h.json): one candle per
 * `seconds` back from NEWEST, none in every 13th interval (no swaps), none before `start`;
 * newest first, at most `limit` of them before `before_timestamp`.
 */
function history(seconds: number, start: number) {
  const at = (time: number) => {
    const n = (NEWEST - time) / seconds
    return [time, 1000 + (n % 7), 1010 + (n % 11), 990 - (n % 5), 1001 + (n % 3), 10 + n]
  }
  const all: number[][] = []
  for (let time = NEWEST, n = 0; time >= start; time -= seconds, n++) if (n % 13 !== 5) all.push(at(time))
  return {
    all,
    route: (request: RecordedRequest) => {
      const before = Number(request.query.get('before_timestamp') ?? Number.POSITIVE_INFINITY)
      const rows = all.filter(([time]) => time! < before).slice(0, Number(request.query.get('limit')))
      return { body: { data: { id: 'x', type: 'ohlcv_request_response', attributes: { ohlcv_list: rows } }, meta: null } }
    },
  }
}
const minutes = history(60, NEWEST - 40 * 86_400)
const days = history(86_400, NEWEST - 200 * 86_400)

const h = harness({
  [`GET /networks/base/pools/${POOL}/ohlcv/hour`]: (request) => fixture(request.query.get('aggregate') === '1' ? 'geckoterminal/ohlcv-hour-1h.json' : 'geckoterminal/ohlcv-hour.json'),
  [`GET /networks/base/pools/${POOL}/ohlcv/minute`]: minutes.route,
  [`GET /networks/base/pools/${POOL}/ohlcv/day`]: days.route,
}, ['geckoterminal'])
let seen = 0
/** A call; `served()` then lists the queries it sent GeckoTerminal. */
const ohlcv = (query: string) => {
  seen = h.requests.length
  return h.call(`/api/crypto/dex-ohlcv?network=base&address=${POOL}&${query}`)
}
const served = () => h.requests.slice(seen).map((request) => Object.fromEntries(request.query))

/** What a bar of `seconds` starting at `time` must be, from the base rows in it. */
function expectedBar(rows: number[][], time: number, seconds: number) {
  const inside = rows.filter(([t]) => t! >= time && t! < time + seconds).sort((a, b) => a[0]! - b[0]!)
  return { time: new Date(time * 1000).toISOString(), open: inside[0]![1], high: Math.max(...inside.map((row) => row[2]!)), low: Math.min(...inside.map((row) => row[3]!)), close: inside.at(-1)![4], volumeUsd: inside.reduce((sum, row) => sum + row[5]!, 0) }
}

describe('crypto.dex-ohlcv with aggregates GeckoTerminal does not serve', () => {
  it('builds 6-hour candles from one-hour ones, aligned to 00/06/12/18 UTC, and leaves out the partly read bucket', async () => {
    const { status, body } = await ohlcv('timeframe=hour&aggregate=6&limit=2')
    expect(status).toBe(200)
    expect(served()).toEqual([{ aggregate: '1', limit: '12', currency: 'usd' }])
    expect(body.data.items).toStrictEqual([
      // 06:00-11:00 (no candle at 09:00): open of 06:00, close of 11:00, highest high, lowest low, volumes added.
      { time: '2024-11-23T06:00:00.000Z', open: 3320, high: 3361, low: 3318, close: 3360, volumeUsd: 6700.25 },
      { time: '2024-11-23T12:00:00.000Z', open: 3360, high: 3365.5, low: 3355.1, close: 3362.2, volumeUsd: 1000.5 },
    ])
  })

  it('pages backwards with before_timestamp for 7-minute candles, 200 of them from 1,400 one-minute ones', async () => {
    const { body } = await ohlcv('timeframe=minute&aggregate=7&limit=200')
    const asked = served()
    expect(asked).toHaveLength(2)
    expect(asked[0]).toEqual({ aggregate: '1', limit: '1000', currency: 'usd' })
    const oldestOfFirst = minutes.all[999]![0]!
    expect(asked[1]).toMatchObject({ aggregate: '1', before_timestamp: String(oldestOfFirst) })
    const items = body.data.items as Array<{ time: string }>
    expect(items).toHaveLength(200)
    const newestBar = Math.floor(NEWEST / 420) * 420
    expect(items.at(-1)).toStrictEqual(expectedBar(minutes.all, newestBar, 420))
    expect(items[0]).toStrictEqual(expectedBar(minutes.all, newestBar - 199 * 420, 420))
    expect(items[100]).toStrictEqual(expectedBar(minutes.all, Date.parse(items[100]!.time) / 1000, 420))
    expect(items.every((item) => (Date.parse(item.time) / 1000) % 420 === 0)).toBe(true)
  })

  it('asks one-hour candles for minute aggregate 60, and one-day candles for 7-day ones until the history ends', async () => {
    await ohlcv('timeframe=minute&aggregate=60&limit=3')
    expect(h.last().path).toBe(`/networks/base/pools/${POOL}/ohlcv/hour`)
    expect(served().at(-1)).toEqual({ aggregate: '1', limit: '3', currency: 'usd' })
    const { body } = await ohlcv('timeframe=day&aggregate=7&limit=100')
    // 700 days asked, 200 days of history: the first page ends it.
    expect(served().at(-1)).toEqual({ aggregate: '1', limit: '700', currency: 'usd' })
    expect(body.data.items.length).toBeGreaterThan(28)
    expect(body.data.items.at(-1)).toStrictEqual(expectedBar(days.all, Math.floor(NEWEST / (7 * 86_400)) * 7 * 86_400, 7 * 86_400))
  })

  it('refuses, before any upstream call, a limit needing more than 10,000 base candles', async () => {
    seen = h.requests.length
    await h.rejects(`/api/crypto/dex-ohlcv?network=base&address=${POOL}&timeframe=minute&aggregate=59&limit=1000`, 'limit')
    expect(served()).toEqual([])
    expect((await ohlcv('timeframe=minute&aggregate=59&limit=169')).status).toBe(200)
  })
})
