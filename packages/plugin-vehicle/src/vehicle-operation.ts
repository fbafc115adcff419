import { defineOperation, listAnswer, sourceOf, type OperationDefinition, type UpstreamClient } from '@svc/core'
import type * as v from 'valibot'
import { vehicleInput } from './params.ts'
import { nhtsaApi } from './upstreams/nhtsa.ts'

/**
 * A GET operation on NHTSA's datasets API about one make, model and model year (recalls, complaints, safety
 * ratings): `read` asks the API and answers; `cacheTtl` and `sources` are the operation's own.
 */
export function vehicleOperation(operation: Pick<OperationDefinition<typeof vehicleInput>, 'name' | 'description' | 'keywords' | 'example' | 'cacheTtl' | 'sources'> & { read: (api: UpstreamClient, input: v.InferOutput<typeof vehicleInput>) => Promise<unknown> }) {
  const { read, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input: vehicleInput,
    upstreams: [nhtsaApi],
    handler: ({ input, upstream }) => read(upstream(nhtsaApi), input),
  })
}

/** The rows of an NHTSA list answer (`results`), and the count it gives (`Count`, or `count` in the complaints' spelling). */
type NhtsaRows = v.GenericSchema<unknown, { results: unknown[]; count?: number | undefined; Count?: number | undefined }>

/**
 * The rows NHTSA lists at `path` for the input's make, model and model year, each made an item by `item`: a list
 * answer whose total is the count NHTSA gives, else the number of rows.
 */
export async function nhtsaList<S extends NhtsaRows>(api: UpstreamClient, path: string, input: v.InferOutput<typeof vehicleInput>, schema: S, item: (row: v.InferOutput<S>['results'][number]) => Record<string, unknown>) {
  const response = await api.json(path, { query: input, schema })
  const items = response.data.results.map(item)
  return listAnswer(items, sourceOf(nhtsaApi, response.url), { total: response.data.count ?? response.data.Count ?? items.length })
}
