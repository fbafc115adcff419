import { defineOperation, forbidTogether, invalidField, listAnswer, sourceOf, optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { isoOfSeconds, looseNumber } from '../numbers.ts'
import { marketSources } from '../shared/resolve-market.ts'
import { checkTokenTarget, resolveTokenTarget, tokenTargetInput } from '../shared/token-target.ts'
import { clob } from '../upstreams/clob.ts'
import { gamma } from '../upstreams/gamma.ts'

const INTERVALS = ['1h', '6h', '1d', '1w', '1m', 'max'] as const
const history = v.object({ history: v.array(v.object({ t: v.number(), p: looseNumber })) })
const DAY = 86_400

export default defineOperation({
  name: 'price-history',
  method: 'GET',
  description: 'Price (probability) history of one venue A (Polymarket) outcome, by token id or by market and outcome name: time and price points over the last hour, 6 hours, day, week, month or the market\'s life, or between two dates, at a chosen resolution in minutes.',
  input: v.object({
    ...tokenTargetInput,
    interval: v.optional(v.pipe(v.picklist(INTERVALS), v.description('1h, 6h, 1d, 1w (default), 1m (month) or max; not with from/to'))),
    from: optionalDate('Start date (UTC), instead of interval'),
    to: optionalDate('End date (UTC, inclusive; default today), with from'),
    fidelity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1440), v.description('Minutes between points (1-1440); the provider chooses when left out'))),
  }),
  upstreams: [clob, gamma],
  cacheTtl: '1min',
  sources: [{ upstream: clob, path: '/prices-history' }, ...marketSources],
  keywords: ['odds history', 'probability over time', 'price chart of a prediction market', 'how the odds moved'],
  check(input) {
    checkTokenTarget(input)
    forbidTogether(input, 'interval', 'from')
    forbidTogether(input, 'interval', 'to')
    if (input.to && !input.from) throw invalidField('from', 'give from with to')
    requireOrder(input, 'from', 'to')
  },
  async handler({ input, upstream }) {
    const range = input.from
      ? { startTs: Date.parse(`${input.from}T00:00:00Z`) / 1000, endTs: Math.min(Date.parse(`${input.to ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`) / 1000 + DAY, Math.floor(Date.now() / 1000)) }
      : { interval: input.interval ?? '1w' }
    const { token } = await resolveTokenTarget(upstream(gamma), input)
    const response = await upstream(clob).json('/prices-history', {
      query: { market: token, ...range, fidelity: input.fidelity },
      schema: history,
    })
    const items = response.data.history.filter((point) => point.p !== null).map((point) => ({ time: isoOfSeconds(point.t), price: point.p }))
    return listAnswer(items, sourceOf(clob, response.url))
  },
})
