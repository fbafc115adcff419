import { defineOperation, type OperationDefinition, type UpstreamClient } from '@svc/core'
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
