import { defineOperation, listAnswer, sourceOf, type UpstreamDefinition } from '@svc/core'
import * as v from 'valibot'
import { registryRows, searchWords } from './params.ts'

/** A registry search's input: its search words under the registry's own name (`name`, `q`), and `limit`. */
type SearchInput<P extends string> = { [K in P]: string } & { limit: number }
type SearchEntries<P extends string> = { [K in P]: ReturnType<typeof searchWords> } & { limit: typeof registryRows }

export interface CompanySearch<P extends string, S extends v.GenericSchema, R> {
  name: string
  description: string
  keywords: string[]
  upstream: UpstreamDefinition
  /** The parameter the search words go in, named as the registry names it (`name`, `q`). */
  wordsParam: P
  /** What the words may be, for the docs ("Name, SIREN, SIRET or director"). */
  words: string
  path: string
  /** The registry's query for the caller's input. */
  query: (input: SearchInput<P>) => Record<string, string | number>
  schema: S
  /** The registry's count of matches. */
  total: (data: v.InferOutput<S>) => number
  /** The companies of the registry's answer, at most the input's `limit`. */
  rows: (data: v.InferOutput<S>, input: SearchInput<P>) => R[]
  /** One company as the operation answers it. */
  item: (row: R) => unknown
  /** The request's `accept` (refuses an answer before it is kept): `true`, or why not. */
  accept?: (data: v.InferOutput<S>) => true | string
}

/**
 * A national company registry searched by words (fi-, fr-, no-companies): one request, answers kept a day,
 * the companies as items and the registry's count as the total; the input is the words and `limit`.
 */
export const companySearch = <P extends string, S extends v.GenericSchema, R>(search: CompanySearch<P, S, R>) =>
  defineOperation({
    name: search.name,
    cacheTtl: '1d',
    sources: [{ path: search.path }],
    method: 'GET',
    description: search.description,
    // A computed key widens to string: the entries are the words under `wordsParam`, and `limit`.
    input: v.object({ [search.wordsParam]: searchWords(search.words), limit: registryRows } as SearchEntries<P>),
    upstreams: [search.upstream],
    keywords: search.keywords,
    async handler({ input: parsed, upstream }) {
      // The schema above parses to this: valibot cannot say so through the generic parameter name.
      const input = parsed as SearchInput<P>
      const accept = search.accept && ((data: unknown) => search.accept!(data as v.InferOutput<S>))
      const response = await upstream(search.upstream).json(search.path, { query: search.query(input), schema: search.schema, ...(accept && { accept }) })
      const data = response.data as v.InferOutput<S>
      return listAnswer(search.rows(data, input).map(search.item), sourceOf(search.upstream, response.url), { total: search.total(data) })
    },
  })
