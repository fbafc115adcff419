import { defineOperation, listAnswer, localSource, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { publicSearchAnswer } from '../gamma-event.ts'
import { gammaMarket, toMarket, type GammaMarket } from '../gamma-market.ts'
import { kalshiMarkets, toKalshiMarket } from '../kalshi-market.ts'
import { matchScore, pairUp, wordsOf } from '../matching.ts'
import { round } from '../numbers.ts'
import { gamma } from '../upstreams/gamma.ts'
import { kalshi } from '../upstreams/kalshi.ts'

export default defineOperation({
  name: 'matched-pairs',
  method: 'GET',
  description: 'The same prediction market question on venue A (Polymarket) and venue B (Kalshi), matched on the host by the words of the question and the closing date, with a score (0-1) and the spread between the two venues\' yes prices (arbitrage candidates); optionally about some words.',
  input: v.object({
    q: optionalText(2, 100, 'Only questions about these words, e.g. fed, bitcoin, election'),
    minScore: v.optional(v.pipe(v.number(), v.minValue(0.3), v.maxValue(1), v.description('Smallest match score (0.3-1, default 0.5)')), 0.5),
    limit: rowLimit(50, 20, 'Pairs to answer (1-50, default 20)'),
  }),
  upstreams: [gamma, kalshi],
  cacheTtl: '2min',
  sources: [{ upstream: gamma, path: '/markets' }, { upstream: gamma, path: '/public-search' }, { upstream: kalshi, path: '/markets' }],
  keywords: ['arbitrage between prediction markets', 'same market on polymarket and kalshi', 'compare odds across venues', 'price difference between venues'],
  async handler({ input, upstream }) {
    const venueA = input.q
      ? upstream(gamma).json('/public-search', { query: { q: input.q, limit_per_type: 50, events_status: 'active', keep_closed_markets: 0, search_tags: false, search_profiles: false }, schema: publicSearchAnswer })
        .then((response) => ({ url: response.url, markets: (response.data.events ?? []).flatMap((event) => (event.markets ?? []).map((market): GammaMarket => ({ ...market, events: market.events ?? [{ slug: event.slug, title: event.title }] }))) }))
      : upstream(gamma).json('/markets', { query: { closed: false, active: true, order: 'volume24hr', ascending: false, limit: 100 }, schema: v.array(gammaMarket) })
        .then((response) => ({ url: response.url, markets: response.data }))
    const venueB = upstream(kalshi).json('/markets', { query: { status: 'open', limit: 1000, mve_filter: 'exclude' }, schema: kalshiMarkets })
    const [a, b] = await Promise.all([venueA, venueB])

    const wanted = input.q ? wordsOf(input.q) : null
    const left = a.markets.map(toMarket).filter((market) => market.question && market.closed !== true)
    const right = b.data.markets.map(toKalshiMarket)
      .map((market) => ({ market, text: [market.title, market.subtitle].filter(Boolean).join(' ') }))
      .filter(({ text }) => text && (!wanted || [...wordsOf(text)].some((word) => wanted.has(word))))
    const pairs = pairUp(left, right, (x, y) => matchScore(x.question!, y.text, x.endDate, y.market.closeDate), input.minScore)
    const items = pairs.slice(0, input.limit).map(({ a: x, b: y, score }) => ({
      score,
      question: x.question,
      spread: x.price !== null && y.market.price !== null ? round(x.price - y.market.price, 4) : null,
      venueA: { id: x.id, slug: x.slug, question: x.question, price: x.price, endDate: x.endDate, volume24h: x.volume24h, url: x.url },
      venueB: { ticker: y.market.ticker, eventTicker: y.market.eventTicker, title: y.market.title, subtitle: y.market.subtitle, price: y.market.price, closeDate: y.market.closeDate, volume24h: y.market.volume24h },
    }))
    const source = localSource('svc: venue A (Polymarket Gamma API) and venue B (Kalshi Trade API) listings matched on the host', a.url, `${gamma.license}; ${kalshi.license}`)
    return { ...listAnswer(items, source, { total: pairs.length }), sources: [sourceOf(gamma, a.url), sourceOf(kalshi, b.url)] }
  },
})
