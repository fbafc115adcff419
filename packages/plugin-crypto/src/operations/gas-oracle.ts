import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { rpcChains } from '../shared/params.ts'
import { allRpcUpstreams, rpcSource } from '../upstreams/rpc.ts'

const input = v.object({ chain: v.picklist(rpcChains) })
export type GasOracleInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'gas-oracle',
  method: 'GET',
  description: 'Gas prices on an EVM chain from the node\'s eth_feeHistory: next block base fee, slow/standard/fast priority fees from the 25th/50th/75th reward percentiles averaged over the last 4 blocks, suggested max fees, and the cost of a 21,000-gas transfer at each tier.',
  input,
  upstreams: allRpcUpstreams,
  sources: [rpcSource('`eth_feeHistory` (4 blocks, percentiles 25/50/75)', '6s')],
  keywords: ['gas price now', 'gwei', 'eip-1559 fees', 'how much does a transfer cost'],
  handler: lazyHandler<GasOracleInput>(() => import('../handlers/gas-oracle.ts')),
})
