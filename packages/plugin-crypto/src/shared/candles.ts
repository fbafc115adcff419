/**
 * Candles of any length built from smaller ones. GeckoTerminal serves day 1, hour 1/4/12 and minute
 * 1/5/15 candles; any other length (hour 6, minute 7, day 7...) is built from the largest served
 * candle that divides it. Buckets start at multiples of their length since the Unix epoch (UTC), as
 * GeckoTerminal's own aggregates do (4-hour candles at 00, 04, 08... UTC).
 */
export interface Candle {
  /** Start of the interval, Unix seconds. */
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

export const TIMEFRAME_SECONDS = { day: 86_400, hour: 3_600, minute: 60 } as const
export type Timeframe = keyof typeof TIMEFRAME_SECONDS

/** What GeckoTerminal serves, largest first. */
const SERVED: ReadonlyArray<{ timeframe: Timeframe; aggregate: number }> = [
  { timeframe: 'day', aggregate: 1 },
  { timeframe: 'hour', aggregate: 12 },
  { timeframe: 'hour', aggregate: 4 },
  { timeframe: 'hour', aggregate: 1 },
  { timeframe: 'minute', aggregate: 15 },
  { timeframe: 'minute', aggregate: 5 },
  { timeframe: 'minute', aggregate: 1 },
]

/** The served candle to build `aggregate` × `timeframe` candles from, and how many of them make one. */
export function baseCandle(timeframe: Timeframe, aggregate: number): { timeframe: Timeframe; aggregate: number; seconds: number; perCandle: number } {
  const seconds = aggregate * TIMEFRAME_SECONDS[timeframe]
  for (const served of SERVED) {
    const length = served.aggregate * TIMEFRAME_SECONDS[served.timeframe]
    if (seconds % length === 0) return { ...served, seconds: length, perCandle: seconds / length }
  }
  // Unreachable: a one-minute candle divides every length of whole minutes.
  throw new RangeError(`no served candle divides ${seconds} s`)
}

/**
 * Candles of `seconds` from smaller ones (any order), oldest first: open of the first, close of
 * the last, highest high, lowest low, volumes added. A bucket no base candle fell in (no trade) is
 * left out, as the provider leaves out intervals without swaps.
 */
export function resample(candles: readonly Candle[], seconds: number): Candle[] {
  const sorted = [...candles].sort((a, b) => a.time - b.time)
  const out: Candle[] = []
  for (const candle of sorted) {
    const start = Math.floor(candle.time / seconds) * seconds
    const last = out[out.length - 1]
    if (last && last.time === start) {
      last.high = Math.max(last.high, candle.high)
      last.low = Math.min(last.low, candle.low)
      last.close = candle.close
      last.volume += candle.volume
    } else out.push({ ...candle, time: start })
  }
  return out
}
