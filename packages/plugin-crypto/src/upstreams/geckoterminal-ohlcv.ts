import { textOrNull } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { baseCandle, type Candle, resample, TIMEFRAME_SECONDS, type Timeframe } from '../shared/candles.ts'
import { terminalJson } from './geckoterminal.ts'

const ohlcv = v.object({
  data: v.object({ attributes: v.object({ ohlcv_list: v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number(), v.number()])) }) }),
  meta: v.nullish(v.object({ base: v.nullish(v.object({ address: v.string(), symbol: textOrNull }), null), quote: v.nullish(v.object({ address: v.string(), symbol: textOrNull }), null) }), null),
})

/** GeckoTerminal answers at most this many candles a request; a call asks it at most PAGES times (its public API allows 30 calls a minute). */
export const PER_REQUEST = 1000
export const PAGES = 10

export interface OhlcvAsk {
  network: string
  address: string
  timeframe: Timeframe
  aggregate: number
  limit: number
}

const candleOf = ([time, open, high, low, close, volume]: readonly number[]): Candle => ({ time: time!, open: open!, high: high!, low: low!, close: close!, volume: volume! })

/**
 * The newest `limit` candles of `aggregate` × `timeframe`, oldest first. A length GeckoTerminal
 * serves is one request; another is built from the largest served candle dividing it, read page by
 * page backwards (`before_timestamp`) until the `limit` buckets are covered or the history ends.
 * Buckets older than the first one asked for (partly read) are left out.
 */
export async function poolCandles(client: UpstreamClient, ask: OhlcvAsk) {
  const base = baseCandle(ask.timeframe, ask.aggregate)
  const length = ask.aggregate * TIMEFRAME_SECONDS[ask.timeframe]
  const path = `/networks/${ask.network}/pools/${ask.address}/ohlcv/${base.timeframe}`
  const page = (count: number, before?: number) => terminalJson(client, path, ohlcv, { aggregate: base.aggregate, limit: count, currency: 'usd', ...(before === undefined ? {} : { before_timestamp: before }) }, `pool ${ask.address} on ${ask.network}`)
  let asked = Math.min(PER_REQUEST, ask.limit * base.perCandle)
  const first = await page(asked)
  const candles = first.data.data.attributes.ohlcv_list.map(candleOf)
  // A served length is passed on as GeckoTerminal answers it.
  if (base.perCandle === 1 || candles.length === 0) return { candles: candles.sort((a, b) => a.time - b.time), first }
  const oldestStart = Math.floor(Math.max(...candles.map((candle) => candle.time)) / length) * length - (ask.limit - 1) * length
  let answered = candles.length
  for (let pages = 1; answered === asked && pages < PAGES; pages++) {
    const oldest = Math.min(...candles.map((candle) => candle.time))
    if (oldest <= oldestStart) break
    asked = Math.min(PER_REQUEST, Math.ceil((oldest - oldestStart) / base.seconds))
    const rows = (await page(asked, oldest)).data.data.attributes.ohlcv_list
    // Fewer than asked: the history ends there. Only older candles are new (the bound may be inclusive).
    answered = rows.length
    const older = rows.filter(([time]) => time! < oldest).map(candleOf)
    if (older.length === 0) break
    candles.push(...older)
  }
  return { candles: resample(candles, length).filter((bar) => bar.time >= oldestStart).slice(-ask.limit), first }
}
