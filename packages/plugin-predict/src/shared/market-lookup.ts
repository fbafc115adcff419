import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { toMarket } from '../gamma-market.ts'
import { marketRef } from '../params.ts'
import { gamma } from '../upstreams/gamma.ts'
import { resolveMarket } from './resolve-market.ts'

/** One venue A market by id, slug or condition id (the `market` parameter the prediction-market watcher sends). */
export function marketLookup(name: string, description: string, keywords: string[]) {
  return defineOperation({
    name,
    method: 'GET',
    description,
    input: v.object({ market: marketRef }),
    price: { usd: 0.0025 },
    upstreams: [gamma],
    keywords,
    async handler({ input, upstream }) {
      const { market, url } = await resolveMarket(upstream(gamma), input.market)
      return lookupAnswer({ ...toMarket(market), description: market.description }, sourceOf(gamma, url))
    },
  })
}
