import { createError, defineOperation, listAnswer, sourceOf, keyOf } from '@svc/core'
import * as v from 'valibot'
import { gammaEvent, toEvent } from '../gamma-event.ts'
import { isoOfSeconds } from '../numbers.ts'
import { gamma } from '../upstreams/gamma.ts'

const COINS = ['btc', 'eth', 'sol', 'xrp'] as const
const WINDOWS = { '5m': 300, '15m': 900 } as const

export default defineOperation({
  name: 'crypto-updown',
  method: 'GET',
  description: 'Venue A (Polymarket) odds that a cryptocurrency (BTC, ETH, SOL or XRP) ends a 5- or 15-minute window up or down: the current window and the next ones, with the Up and Down prices, window start and end, volume and token ids.',
  input: v.object({
    coin: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(COINS, 'must be btc, eth, sol or xrp'), v.description('btc, eth, sol or xrp')),
    interval: v.optional(v.pipe(keyOf(WINDOWS), v.description('Window length: 5m or 15m (default)')), '15m'),
    windows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4), v.description('Windows from the current one (1-4, default 1)')), 1),
  }),
  upstreams: [gamma],
  cacheTtl: '15s',
  sources: [{ path: '/events/slug/{coin}-updown-{interval}-{window start}' }],
  keywords: ['will bitcoin go up or down', 'btc up or down 15 minutes', 'short term crypto odds', 'bitcoin next 15 minutes'],
  async handler({ input, upstream }) {
    const seconds = WINDOWS[input.interval]
    const current = Math.floor(Date.now() / 1000 / seconds) * seconds
    const starts = Array.from({ length: input.windows }, (_, index) => current + index * seconds)
    // Each window is an event whose slug is `<coin>-updown-<interval>-<unix start>` (GET /events/slug/{slug}); a window not yet listed answers 404.
    const answers = await Promise.all(starts.map((start) => upstream(gamma).json(`/events/slug/${input.coin}-updown-${input.interval}-${start}`, {
      schema: gammaEvent, acceptStatus: [404],
    })))
    const items = answers.flatMap((answer, index) => {
      if (answer.status !== 200) return []
      const event = toEvent(answer.data as v.InferOutput<typeof gammaEvent>)
      const market = event.markets[0]
      const price = (name: string) => market?.outcomes.find((outcome) => outcome.name.toLowerCase() === name)?.price ?? null
      return [{
        coin: input.coin.toUpperCase(),
        interval: input.interval,
        windowStart: isoOfSeconds(starts[index]!),
        windowEnd: isoOfSeconds(starts[index]! + seconds),
        up: price('up'),
        down: price('down'),
        title: event.title,
        slug: event.slug,
        volume: market?.volume ?? event.volume,
        liquidity: market?.liquidity ?? event.liquidity,
        closed: event.closed,
        outcomes: market?.outcomes ?? [],
        url: event.url,
      }]
    })
    if (items.length === 0) throw createError('NOT_FOUND', `No ${input.coin.toUpperCase()} up-or-down market for the ${input.interval} window starting ${isoOfSeconds(current)}`)
    return listAnswer(items, sourceOf(gamma, answers[0]!.url))
  },
})
