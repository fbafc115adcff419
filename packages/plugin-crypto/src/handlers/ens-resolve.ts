import { lookupAnswer, type OperationHandler, sourceOf } from '@svc/core'
import { getAddress } from 'viem'
import { ensQuery } from '../shared/ens-query.ts'
import { rpcUpstreams } from '../upstreams/rpc.ts'
import { rpcClient, upstreamFailure } from '../upstreams/rpc-client.ts'
import type { EnsResolveInput } from '../operations/ens-resolve.ts'

/** The profile text records answered (ENSIP-5 keys). */
const records = { avatar: 'avatar', email: 'email', url: 'url', twitter: 'com.twitter', github: 'com.github', description: 'description' } as const
const ethereum = rpcUpstreams.ethereum

/** crypto.ens-resolve: loaded on its first call, since it resolves and normalizes names with viem. */
const handler: OperationHandler<EnsResolveInput> = async ({ input, upstream }) => {
  const client = upstream(ethereum)
  const chain = rpcClient(client, 'ethereum')
  const target = ensQuery(input.query)
  const { query } = target
  const isAddress = target.address !== null
  let name = target.name
  try {
    let address: string | null
    if (isAddress) {
      address = getAddress(target.address!.toLowerCase())
      name = await chain.getEnsName({ address: address as `0x${string}` })
    } else {
      address = await chain.getEnsAddress({ name: name! })
    }
    const texts = name
      ? Object.fromEntries(await Promise.all(Object.entries(records).map(async ([field, key]) => [field, (await chain.getEnsText({ name: name!, key })) || null])))
      : Object.fromEntries(Object.keys(records).map((field) => [field, null]))
    const item = { query, mode: isAddress ? 'reverse' : 'forward', name, address, records: texts }
    return lookupAnswer(item, sourceOf(ethereum, client.baseUrl))
  } catch (error) {
    return upstreamFailure(error, ethereum)
  }
}
export default handler
