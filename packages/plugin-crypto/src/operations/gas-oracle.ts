import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { formatEther, formatGwei } from 'viem'
import { rpcChains } from '../shared/params.ts'
import { malformed, normalized, sourceOf } from '../shared/result.ts'
import { allRpcUpstreams, nativeSymbol, rpcClient, rpcUpstreams, upstreamFailure } from '../upstreams/rpc.ts'

const TRANSFER_GAS = 21_000n
const BLOCKS = 4

export default defineOperation({
  name: 'gas-oracle',
  method: 'GET',
  description: 'Gas prices on an EVM chain from the node\'s eth_feeHistory: next block base fee, slow/standard/fast priority fees from the 25th/50th/75th reward percentiles averaged over the last 4 blocks, suggested max fees, and the cost of a 21,000-gas transfer at each tier.',
  input: v.object({ chain: v.picklist(rpcChains) }),
  price: { usd: 0.0025 },
  upstreams: allRpcUpstreams,
  keywords: ['gas price now', 'gwei', 'eip-1559 fees', 'how much does a transfer cost'],
  async handler({ input, upstream, signal }) {
    const definition = rpcUpstreams[input.chain]
    const client = upstream(definition)
    const chain = rpcClient(client, input.chain, 6_000, signal)
    const history = await chain.getFeeHistory({ blockCount: BLOCKS, rewardPercentiles: [25, 50, 75], blockTag: 'latest' }).catch((error) => upstreamFailure(error, definition))
    const rewards = history.reward ?? []
    const baseFee = history.baseFeePerGas.at(-1)
    if (baseFee === undefined || rewards.length === 0 || rewards.some((row) => row.length !== 3)) throw malformed(definition, 'fee history without base fees or rewards')
    const tier = (index: number) => {
      const priority = rewards.reduce((sum, row) => sum + row[index]!, 0n) / BigInt(rewards.length)
      const cost = TRANSFER_GAS * (baseFee + priority)
      return {
        priorityFeeGwei: formatGwei(priority),
        maxFeeGwei: formatGwei(baseFee * 2n + priority),
        transferCostWei: cost.toString(),
        transferCost: formatEther(cost),
      }
    }
    const item = {
      chain: input.chain,
      symbol: nativeSymbol[input.chain],
      blockNumber: Number(history.oldestBlock) + rewards.length - 1,
      baseFeeGwei: formatGwei(baseFee),
      slow: tier(0),
      standard: tier(1),
      fast: tier(2),
      transferGas: Number(TRANSFER_GAS),
      blocksSampled: rewards.length,
    }
    return normalized([item], 1, sourceOf(definition, client.baseUrl))
  },
})
