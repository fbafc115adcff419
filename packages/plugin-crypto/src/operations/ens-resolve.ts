import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { ensQuery } from '../shared/ens-query.ts'
import { rpcSource, rpcUpstreams } from '../upstreams/rpc.ts'

const input = v.object({ query: v.pipe(v.string(), v.minLength(3), v.maxLength(255)) })
export type EnsResolveInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'ens-resolve',
  method: 'GET',
  description: 'Resolves ENS on Ethereum through the Universal Resolver: a name gives its address, an address gives its verified primary name; both give the profile text records (avatar, email, url, Twitter and GitHub handles, description). An unregistered or unset name answers address null.',
  input,
  upstreams: [rpcUpstreams.ethereum],
  sources: [rpcSource('ENS Universal Resolver `resolveWithGateways` / `reverseWithGateways` via viem (Ethereum)', '5min')],
  keywords: ['ens name lookup', 'vitalik.eth address', 'reverse ens', 'who owns this address ens'],
  // A name ENS cannot normalize can only fail: the 400 comes before any 402.
  check: (input) => {
    ensQuery(input.query)
  },
  handler: lazyHandler<EnsResolveInput>(() => import('../handlers/ens-resolve.ts')),
})
