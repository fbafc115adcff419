import { defineOperation, lookupAnswer, sourceOf, type OperationAlias } from '@svc/core'
import * as v from 'valibot'
import { toMarket } from '../gamma-market.ts'
import { marketRef } from '../params.ts'
import { gamma } from '../upstreams/gamma.ts'
import { marketSources, resolveMarket } from './resolve-market.ts'

/** One venue A market by id, slug or condition id (the `market` parameter the prediction-market watcher sends). */
export function marketLookup(name: string, description: string, keywords: string[], aliases: OperationAlias[]) {
  return defineOperation({
    name,
    method: 'GET',
    description,
    input: v.object({ market: marketRef }),
    upstreams: [gamma],
    sources: marketSources,
    keywords,
    aliases,
    async handler({ input, upstream }) {
      const { market, url } = await resolveMarket(upstream(gamma), input.market)
      return lookupAnswer({ ...toMarket(market), description: market.description }, sourceOf(gamma, url))
    },
  })
}
