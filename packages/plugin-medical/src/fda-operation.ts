import { defineOperation, type InputSchema, type OperationContext, type OperationDefinition } from '@svc/core'
import type { FdaList } from '@svc/providers/openfda'
import type * as v from 'valibot'
import { fdaList, openFda } from './fda.ts'

/** An openFDA record as it comes. */
type Row = Record<string, any>

/** What every openFDA list input has (the `paging` of ./fda.ts). */
type Paged = { limit: number; skip: number }

/** Where an openFDA list operation looks: its endpoint, the search terms of an input, and the order (newest first by a date) where it has one. */
export interface FdaSearch<I> {
  path: string
  terms: (input: I) => FdaList['terms']
  sort?: string
}

type Described<S extends InputSchema> = Pick<OperationDefinition<S>, 'name' | 'description' | 'input' | 'check' | 'keywords' | 'example'>

/**
 * A GET operation that answers one page (the input's limit and skip) of openFDA records found by `search`, each read by
 * `row`; the host settings reach `row` for what a licence gates (GUDID's GMDN terms).
 */
export function fdaListOperation<S extends InputSchema>(operation: Described<S> & { search: FdaSearch<v.InferOutput<S>>; row: (record: Row, settings: OperationContext<unknown>['settings']) => unknown }) {
  const { search, row, ...described } = operation
  return defineOperation<S>({
    ...described,
    method: 'GET',
    upstreams: [openFda],
    sources: [{ path: search.path }],
    handler: ({ input, upstream, settings }) => {
      const { limit, skip } = input as Paged
      return fdaList(upstream(openFda), { path: search.path, terms: search.terms(input), sort: search.sort, limit, skip }, (record) => row(record, settings))
    },
  })
}
