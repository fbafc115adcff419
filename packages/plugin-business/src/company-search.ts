import { defineOperation, listAnswer, sourceOf, type UpstreamDefinition } from '@svc/core'
import type * as v from 'valibot'

/** A registry search's input: its search words under the registry's own name (`name`, `q`), and `limit`. */
type SearchInput = v.ObjectSchema<v.ObjectEntries, undefined>

export interface CompanySearch<I extends SearchInput, S extends v.GenericSchema, R> {
  name: string
  description: string
  keywords: string[]
  upstream: UpstreamDefinition
  input: I
  path: string
  /** The registry's query for the caller's input. */
  query: (input: v.InferOutput<I>) => Record<string, string | number>
  schema: S
  /** The registry's count of matches. */
  total: (data: v.InferOutput<S>) => number
  /** The companies of the registry's answer, at most the input's `limit`. */
  rows: (data: v.InferOutput<S>, input: v.InferOutput<I>) => R[]
  /** One company as the operation answers it. */
  item: (row: R) => unknown
  /** The request's `accept` (refuses an answer before it is kept): `true`, or why not. */
  accept?: (data: v.InferOutput<S>) => true | string
}

/**
 * A national company registry searched by words (fi-, fr-, no-companies): one request, answers kept a day,
 * the companies as items and the registry's count as the total.
 */
export const companySearch = <I extends SearchInput, S extends v.GenericSchema, R>(search: CompanySearch<I, S, R>) =>
  defineOperation({
    name: search.name,
    cacheTtl: '1d',
    sources: [{ path: search.path }],
    method: 'GET',
    description: search.description,
    input: search.input,
    upstreams: [search.upstream],
    keywords: search.keywords,
    async handler({ input, upstream }) {
      const accept = search.accept && ((data: unknown) => search.accept!(data as v.InferOutput<S>))
      const response = await upstream(search.upstream).json(search.path, { query: search.query(input), schema: search.schema, ...(accept && { accept }) })
      const data = response.data as v.InferOutput<S>
      return listAnswer(search.rows(data, input).map(search.item), sourceOf(search.upstream, response.url), { total: search.total(data) })
    },
  })
