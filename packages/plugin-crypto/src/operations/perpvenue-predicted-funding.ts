import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { filter, limit } from '../shared/params.ts'
import { num } from '../shared/result.ts'
import { hyperliquid, info } from '../upstreams/hyperliquid.ts'

const prediction = v.nullable(v.object({ fundingRate: v.union([v.string(), v.number()]), nextFundingTime: v.number(), fundingIntervalHours: v.optional(v.number()) }))
const answer = v.array(v.tuple([v.string(), v.array(v.tuple([v.string(), prediction]))]))

/** Hyperliquid's venue codes. */
const venueNames: Record<string, string> = { HlPerp: 'Hyperliquid', BinPerp: 'Binance', BybitPerp: 'Bybit' }

export default defineOperation({
  name: 'perpvenue-predicted-funding',
  method: 'GET',
  description: 'Predicted next funding rates per coin across venues as published by the perp venue (Hyperliquid, Binance, Bybit): rate per interval, next funding time and interval length in hours.',
  input: v.object({ coin: filter(40, 'One coin as the venue names it: BTC, ETH, kPEPE, @107'), limit: limit(250, 50) }),
  upstreams: [hyperliquid],
  sources: [{ path: '/info', method: 'POST', about: 'Hyperliquid `POST /info` `{"type":"predictedFundings"}`', cacheTtl: '30s' }],
  keywords: ['predicted funding', 'funding arbitrage', 'next funding rate', 'binance bybit hyperliquid funding'],
  async handler({ input, upstream }) {
    const { data, url } = await info(upstream(hyperliquid), 'predictedFundings', answer)
    const wanted = input.coin?.toUpperCase()
    const rows = data
      .filter(([coin]) => !wanted || coin.toUpperCase() === wanted)
      .map(([coin, venues]) => ({
        coin,
        venues: venues.flatMap(([venue, value]) => value === null ? [] : [{
          venue,
          name: venueNames[venue] ?? venue,
          fundingRate: num(value.fundingRate),
          nextFundingTime: new Date(value.nextFundingTime).toISOString(),
          intervalHours: value.fundingIntervalHours ?? null,
        }]),
      }))
    return listAnswer(rows.slice(0, input.limit), sourceOf(hyperliquid, url), { total: rows.length })
  },
})
