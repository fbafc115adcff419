import { createError, defineOperation, forbidTogether, invalidField, listAnswer, lookupAnswer, requireOne, sourceOf, type UpstreamClient, optionalText } from '@svc/core'
import * as v from 'valibot'
import { outcomesOf } from '../gamma-market.ts'
import { decimalNumber } from '../numbers.ts'
import { marketRef, tokenId } from '../params.ts'
import { marketSources, resolveMarket } from '../shared/resolve-market.ts'
import { clob } from '../upstreams/clob.ts'
import { gamma } from '../upstreams/gamma.ts'

const SIDES = ['mid', 'buy', 'sell'] as const
type Side = (typeof SIDES)[number]

/** CLOB GET /midpoint answers `{ mid }`, GET /price answers `{ price }` (decimal strings). */
async function priceOf(client: UpstreamClient, token: string, side: Side) {
  const request = { acceptStatus: [404] }
  const response = side === 'mid'
    ? await client.json('/midpoint', { ...request, query: { token_id: token }, schema: v.object({ mid: decimalNumber }) })
    : await client.json('/price', { ...request, query: { token_id: token, side: side.toUpperCase() }, schema: v.object({ price: decimalNumber }) })
  if (response.status === 404) return { price: null, url: response.url }
  const data = response.data as { mid?: number | null; price?: number | null }
  return { price: (side === 'mid' ? data.mid : data.price) ?? null, url: response.url }
}

export default defineOperation({
  name: 'price',
  method: 'GET',
  description: 'Live price (probability) of venue A (Polymarket) outcomes from the order book: the midpoint, or the best price to buy or sell, of one outcome token (meta.mode lookup), or of the outcomes of a market given by id, slug or condition id (meta.mode list).',
  input: v.object({
    token: v.optional(tokenId),
    market: v.optional(marketRef),
    outcome: optionalText(1, 100, 'Only this outcome of the market, e.g. Yes (default: every outcome)'),
    side: v.optional(v.pipe(v.picklist(SIDES), v.description('mid (default: midpoint of best bid and ask), buy (best ask) or sell (best bid)')), 'mid'),
  }),
  upstreams: [clob, gamma],
  cacheTtl: '5s',
  sources: [{ upstream: clob, path: '/midpoint' }, { upstream: clob, path: '/price' }, ...marketSources],
  keywords: ['live odds', 'current probability', 'price of yes', 'midpoint price', 'prediction market price now'],
  check(input) {
    requireOne(input, ['token', 'market'])
    forbidTogether(input, 'token', 'market')
    if (input.outcome !== undefined && input.market === undefined) throw invalidField('outcome', 'give outcome with market')
  },
  async handler({ input, upstream }) {
    const client = upstream(clob)
    if (input.token) {
      const { price, url } = await priceOf(client, input.token, input.side)
      if (price === null) throw createError('NOT_FOUND', `No price for token ${input.token}`)
      return lookupAnswer({ tokenId: input.token, outcome: null, side: input.side, price }, sourceOf(clob, url), { mode: 'lookup' })
    }
    const { market } = await resolveMarket(upstream(gamma), input.market!)
    const wanted = input.outcome?.toLowerCase()
    const all = outcomesOf(market)
    if (wanted !== undefined && !all.some((outcome) => outcome.name.toLowerCase() === wanted)) throw invalidField('outcome', `the market's outcomes are ${all.map((outcome) => outcome.name).join(', ') || 'none'}`)
    const outcomes = all.filter((outcome): outcome is typeof outcome & { tokenId: string } => outcome.tokenId !== null && (wanted === undefined || outcome.name.toLowerCase() === wanted))
    if (outcomes.length === 0) throw createError('NOT_FOUND', `Market ${input.market} has no order book`)
    const prices = await Promise.all(outcomes.map((outcome) => priceOf(client, outcome.tokenId, input.side)))
    const items = outcomes.map((outcome, index) => ({ tokenId: outcome.tokenId, outcome: outcome.name, side: input.side, price: prices[index]!.price }))
    return listAnswer(items, sourceOf(clob, prices[0]!.url), { mode: 'list' })
  },
})
