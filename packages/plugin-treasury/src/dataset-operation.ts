import { defineOperation, type InputSchema, listAnswer, type OperationDefinition, requireOrder, sourceOf } from '@svc/core'
import type * as v from 'valibot'
import { dateFilters } from './params.ts'
import { fiscalData, fiscalRows } from './upstreams/fiscal-data.ts'

/** What every dataset input has: a record_date window and a page size. */
type Dated = { from?: string | undefined; to?: string | undefined; limit: number }

type Described<S extends InputSchema> = Pick<OperationDefinition<S>, 'name' | 'description' | 'input' | 'keywords' | 'example'> & Required<Pick<OperationDefinition<S>, 'cacheTtl'>>

/** A Fiscal Data dataset as an operation reads it: where (the operation's source), the row it keeps, its order and the item each row answers; how long an answer keeps is the operation's `cacheTtl`. */
interface Dataset<I, R extends v.GenericSchema> {
  path: string
  row: R
  sort: string
  /** The Fiscal Data filters of an input (default: its record_date window). */
  filter?: (input: I) => string[]
  item: (row: v.InferOutput<R>) => unknown
}

/** A GET operation that answers one page (the input's limit) of a Fiscal Data dataset, in `sort` order, with the dataset's total. */
export function datasetOperation<S extends InputSchema, R extends v.GenericSchema>(operation: Described<S> & Dataset<v.InferOutput<S>, R>) {
  const { path, row, sort, filter = (input) => dateFilters(input as Dated), item, ...described } = operation
  return defineOperation<S>({
    ...described,
    method: 'GET',
    upstreams: [fiscalData],
    sources: [{ path }],
    // A window that ends before it starts can only fail: refused before any 402.
    check: (input) => requireOrder(input as Dated, 'from', 'to'),
    async handler({ input, upstream }) {
      const { rows, total, url } = await fiscalRows(upstream(fiscalData), path, row, { filter: filter(input), sort, size: (input as Dated).limit })
      return listAnswer(rows.map(item), sourceOf(fiscalData, url), { total })
    },
  })
}
