import { defineOperation, lazyHandler, keyOf } from '@svc/core'
import * as v from 'valibot'
import { evmAddress } from '../shared/params.ts'
import { etherscan, explorerChains } from '../upstreams/etherscan.ts'

const input = v.object({
  chain: keyOf(explorerChains),
  address: evmAddress,
  selector: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{8}$/, 'must be 0x followed by 8 hex characters'), v.toLowerCase())),
})
export type ContractInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'contract',
  method: 'GET',
  description: 'A smart contract\'s verification on the block explorer (Etherscan V2): verified or not, name, compiler, language, license, proxy flag and implementation, the function and event signatures of its ABI (and its implementation\'s), and the signature of a given 4-byte selector.',
  input,
  upstreams: [etherscan],
  sources: [{ path: '/v2/api', query: { module: 'contract', action: 'getsourcecode' }, cacheTtl: '1h' }, { path: '/v2/api', query: { module: 'contract', action: 'getabi' }, cacheTtl: '1h' }],
  keywords: ['is contract verified', 'contract abi', 'proxy implementation', 'what does this function selector mean'],
  handler: lazyHandler<ContractInput>(() => import('../handlers/contract.ts')),
})
