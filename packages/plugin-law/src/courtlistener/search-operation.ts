import { defineOperation, type InputSchema, type OperationDefinition } from '@svc/core'
import type * as v from 'valibot'
import { courtListener } from '../upstreams/courtlistener.ts'
import { type Query, SEARCH_TTL, searchAnswer, searchCourtListener } from './search.ts'

type Described<S extends InputSchema> = Pick<OperationDefinition<S>, 'name' | 'description' | 'input' | 'check' | 'keywords' | 'example'>

/** What a CourtListener search operation states: the result type it searches, the rows it reads, its query and its items. */
interface Search<S extends InputSchema, R extends v.GenericSchema> {
  /** CourtListener's result type: `o` opinions (case law), `d` dockets, `p` people (judges). */
  type: 'o' | 'd' | 'p'
  /** The members of a result row the operation reads. */
  row: R
  /** The search's query parameters for an input (undefined ones left out); `type` is added. */
  query: (input: v.InferOutput<S>) => Query
  /** A row as the operation answers it. */
  item: (row: v.InferOutput<R>) => unknown
}

/**
 * A GET operation answering one page of a CourtListener search (`GET /api/rest/v4/search/?type=`): the first `limit`
 * rows as items, CourtListener's count of matches and the cursor of the next page; kept `SEARCH_TTL`.
 */
export function courtListenerSearch<S extends InputSchema, R extends v.GenericSchema>(operation: Described<S> & Search<S, R>) {
  const { type, row, query, item, ...described } = operation
  return defineOperation<S>({
    ...described,
    method: 'GET',
    upstreams: [courtListener],
    cacheTtl: SEARCH_TTL,
    sources: [{ path: '/api/rest/v4/search/', about: `CourtListener \`GET /api/rest/v4/search/?type=${type}\`` }],
    async handler({ input, upstream }) {
      const result = await searchCourtListener(upstream(courtListener), type, row, query(input))
      const { limit } = input as { limit: number }
      return searchAnswer(result, result.rows.slice(0, limit).map(item))
    },
  })
}
