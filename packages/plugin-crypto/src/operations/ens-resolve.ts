import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { getAddress } from 'viem'
import { normalize } from 'viem/ens'
import { normalized, sourceOf } from '../shared/result.ts'
import { rpcClient, rpcUpstreams, upstreamFailure } from '../upstreams/rpc.ts'

/** The profile text records answered (ENSIP-5 keys). */
const records = { avatar: 'avatar', email: 'email', url: 'url', twitter: 'com.twitter', github: 'com.github', description: 'description' } as const
const ethereum = rpcUpstreams.ethereum

export default defineOperation({
  name: 'ens-resolve',
  method: 'GET',
  description: 'Resolves ENS on Ethereum through the Universal Resolver: a name gives its address, an address gives its verified primary name; both give the profile text records (avatar, email, url, Twitter and GitHub handles, description). An unregistered or unset name answers address null.',
  input: v.object({ query: v.pipe(v.string(), v.minLength(3), v.maxLength(255)) }),
  price: { usd: 0.0025 },
  upstreams: [ethereum],
  keywords: ['ens name lookup', 'vitalik.eth address', 'reverse ens', 'who owns this address ens'],
  async handler({ input, upstream, signal }) {
    const client = upstream(ethereum)
    const chain = rpcClient(client, 'ethereum', 5 * 60_000, signal)
    const query = input.query.trim()
    const isAddress = /^0x[0-9a-fA-F]{40}$/.test(query)
    let name: string | null
    if (isAddress) {
      name = null
    } else {
      try {
        name = normalize(query)
      } catch (error) {
        throw createError('INVALID_INPUT', `query: not a valid ENS name (${(error as Error).message.split('\n')[0]})`, { details: { field: 'query' } })
      }
    }
    try {
      let address: string | null
      if (isAddress) {
        address = getAddress(query.toLowerCase())
        name = await chain.getEnsName({ address: address as `0x${string}` })
      } else {
        address = await chain.getEnsAddress({ name: name! })
      }
      const texts = name
        ? Object.fromEntries(await Promise.all(Object.entries(records).map(async ([field, key]) => [field, (await chain.getEnsText({ name: name!, key })) || null])))
        : Object.fromEntries(Object.keys(records).map((field) => [field, null]))
      const item = { query, mode: isAddress ? 'reverse' : 'forward', name, address, records: texts }
      return normalized([item], 1, sourceOf(ethereum, client.baseUrl))
    } catch (error) {
      return upstreamFailure(error, ethereum)
    }
  },
})
