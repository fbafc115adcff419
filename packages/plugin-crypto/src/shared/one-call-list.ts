import { defineOperation, listAnswer, sourceOf, type Duration, type UpstreamDefinition, type UpstreamRequest } from '@svc/core'
import * as v from 'valibot'
import { limit } from './params.ts'

interface OneCallList<S extends v.GenericSchema, TItem> {
  name: string
  description: string
  keywords: string[]
  upstream: UpstreamDefinition
  /** The one endpoint read, and how long its answer is kept. */
  path: string
  cacheTtl: Duration
  /** The caller's `limit`: its largest and its default. */
  limit: { max: number; byDefault: number }
  schema: S
  query?: (limit: number) => UpstreamRequest['query']
  accept?: (data: v.InferOutput<S>) => true | string
  /** The answer's items for the caller's limit. */
  items: (data: v.InferOutput<S>, limit: number) => TItem[]
  /** The answer's `total` (default the items' count; null when the endpoint gives none). */
  total?: (data: v.InferOutput<S>) => number | null
}

/** An operation listing the rows of one endpoint, up to the caller's `limit` (the crypto reference lists). */
export function oneCallList<S extends v.GenericSchema, TItem>(operation: OneCallList<S, TItem>) {
  const { upstream: from, path, cacheTtl, limit: bounds, schema, query, accept, items, total, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input: v.object({ limit: limit(bounds.max, bounds.byDefault) }),
    upstreams: [from],
    sources: [{ path, cacheTtl }],
    async handler({ input, upstream }) {
      const { data, url } = await upstream(from).json(path, { query: query?.(input.limit), schema, ...(accept && { accept }) })
      const listed = items(data, input.limit)
      return listAnswer(listed, sourceOf(from, url), total ? { total: total(data) } : {})
    },
  })
}
