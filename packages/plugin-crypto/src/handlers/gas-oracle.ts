import { lookupAnswer, sourceOf } from '@svc/core'
import type { OperationHandler } from '@svc/core'
import { formatEther, formatGwei } from 'viem'
import { malformed } from '../shared/result.ts'
import { nativeSymbol, rpcUpstreams } from '../upstreams/rpc.ts'
import { rpcClient, upstreamFailure } from '../upstreams/rpc-client.ts'
import type { GasOracleInput } from '../operations/gas-oracle.ts'

const TRANSFER_GAS = 21_000n
const BLOCKS = 4

/** crypto.gas-oracle: loaded on its first call, since it reads the chain through a viem client. */
const handler: OperationHandler<GasOracleInput> = async ({ input, upstream }) => {
  const definition = rpcUpstreams[input.chain]
  const client = upstream(definition)
  const chain = rpcClient(client, input.chain)
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
  return lookupAnswer(item, sourceOf(definition, client.baseUrl))
}
export default handler
