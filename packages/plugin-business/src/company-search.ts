import { defineOperation, listAnswer, sourceOf, type UpstreamDefinition } from '@svc/core'
import * as v from 'valibot'
import { registryRows, searchWords } from './params.ts'

export interface CompanySearch<S extends v.GenericSchema, R> {
  name: string
  description: string
  keywords: string[]
  upstream: UpstreamDefinition
  /** The input member that holds the search words (`name` or `q`) and what they match. */
  words: { param: 'name' | 'q'; description: string }
  path: string
  /** The registry's query for the words and the number of companies asked for. */
  query: (words: string, limit: number) => Record<string, string | number>
  schema: S
  /** The registry's count of matches. */
  total: (data: v.InferOutput<S>) => number
  /** The companies of the registry's answer, at most `limit`. */
  rows: (data: v.InferOutput<S>, limit: number) => R[]
  /** One company as the operation answers it. */
  item: (row: R) => unknown
}

/**
 * A national company registry searched by words (fi-, fr-, no-companies): one request, answers kept a day,
 * the companies as items and the registry's count as the total.
 */
export const companySearch = <S extends v.GenericSchema, R>(search: CompanySearch<S, R>) =>
  defineOperation({
    name: search.name,
    method: 'GET',
    description: search.description,
    input: v.object({
      [search.words.param]: searchWords(search.words.description),
      limit: registryRows,
    }),
    upstreams: [search.upstream],
    keywords: search.keywords,
    async handler({ input, upstream }) {
      // The member's name is the registry's: the schema above has it, its type is the words.
      const { [search.words.param]: words, limit } = input as Record<'name' | 'q', string> & { limit: number }
      const response = await upstream(search.upstream).json(search.path, { query: search.query(words, limit), schema: search.schema, cacheTtlMs: 86_400_000 })
      const data = response.data as v.InferOutput<S>
      return listAnswer(search.rows(data, limit).map(search.item), sourceOf(search.upstream, response.url), { total: search.total(data) })
    },
  })
