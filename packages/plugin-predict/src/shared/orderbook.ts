import { defineOperation, lookupAnswer, sourceOf, type OperationAlias } from '@svc/core'
import * as v from 'valibot'
import { clobBook, toBook, type ClobBook } from '../clob-book.ts'
import { clob } from '../upstreams/clob.ts'
import { gamma } from '../upstreams/gamma.ts'
import { marketSources } from './resolve-market.ts'
import { checkTokenTarget, resolveTokenTarget, tokenTargetInput } from './token-target.ts'

/** The order book of one venue A outcome token (CLOB GET /book), served as `orderbook` and its alias `marketA-orderbook`. */
export function orderbookOperation(name: string, description: string, keywords: string[], aliases: OperationAlias[]) {
  return defineOperation({
    name,
    method: 'GET',
    description,
    input: v.object({
      ...tokenTargetInput,
      depth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100), v.description('Price levels a side (1-100, default 20)')), 20),
    }),
    upstreams: [clob, gamma],
    // A market named is looked up on Gamma first (its sources' own TTL).
    cacheTtl: '5s',
    sources: [{ upstream: clob, path: '/book' }, ...marketSources],
    keywords,
    aliases,
    check: checkTokenTarget,
    async handler({ input, upstream }) {
      const { token, outcome } = await resolveTokenTarget(upstream(gamma), input)
      const response = await upstream(clob).json('/book', { query: { token_id: token }, schema: clobBook, notFound: `No order book for token ${token}` })
      return lookupAnswer({ outcome, ...toBook(response.data as ClobBook, input.depth) }, sourceOf(clob, response.url))
    },
  })
}
