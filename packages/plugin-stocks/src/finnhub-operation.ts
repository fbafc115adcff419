import { defineOperation, type InputSchema, type OperationDefinition, type Source, sourceOf } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import type * as v from 'valibot'

type Described<S extends InputSchema> = Pick<OperationDefinition<S>, 'name' | 'description' | 'input' | 'check' | 'keywords' | 'example'> & Required<Pick<OperationDefinition<S>, 'cacheTtl'>>

/** One Finnhub read: the endpoint (the operation's source), its query for an input and the shape of its JSON; how long an answer keeps is the operation's `cacheTtl`. */
interface FinnhubRead<I, A extends v.GenericSchema> {
  /** The Finnhub endpoint, `/api/v1/...`. */
  path: string
  query: (input: I) => Record<string, string | number | undefined>
  schema: A
  /** The answer, from Finnhub's data and where it came from. */
  read: (data: v.InferOutput<A>, input: I, source: Source) => unknown
}

/** A GET operation that reads one Finnhub endpoint for the input (a company's quote, metrics, news...) and answers from it. */
export function finnhubOperation<S extends InputSchema, A extends v.GenericSchema>(operation: Described<S> & FinnhubRead<v.InferOutput<S>, A>) {
  const { path, query, schema, read, ...described } = operation
  return defineOperation<S>({
    ...described,
    method: 'GET',
    upstreams: [finnhub],
    sources: [{ path }],
    async handler({ input, upstream }) {
      const { data, url } = await upstream(finnhub).json(path, { query: query(input), schema })
      return read(data as v.InferOutput<A>, input, sourceOf(finnhub, url))
    },
  })
}
