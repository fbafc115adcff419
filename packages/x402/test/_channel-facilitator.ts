import type { FixtureServer } from '@svc/core/testing'
import { x402Facilitator } from '@x402/core/facilitator'
import { BatchSettlementEvmScheme } from '@x402/evm/batch-settlement/facilitator'
import { computeChannelId } from '@x402/evm/batch-settlement/client'
import { decodeFunctionData, encodeFunctionResult, type Hex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { serveFacilitator } from './_facilitator-server.ts'
import { rail } from './_setup.ts'

/** The escrow's functions as the stand-in chain reads and runs them (the x402 batch-settlement contract's interface). */
const escrow = parseAbi([
  'struct ChannelConfig { address payer; address payerAuthorizer; address receiver; address receiverAuthorizer; address token; uint40 withdrawDelay; bytes32 salt; }',
  'struct Voucher { ChannelConfig channel; uint128 maxClaimableAmount; }',
  'struct VoucherClaim { Voucher voucher; bytes signature; uint128 totalClaimed; }',
  'function channels(bytes32 channelId) view returns (uint128 balance, uint128 totalClaimed)',
  'function pendingWithdrawals(bytes32 channelId) view returns (uint128 amount, uint40 initiatedAt)',
  'function refundNonce(bytes32 channelId) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function claimWithSignature(VoucherClaim[] voucherClaims, bytes authorizerSignature)',
  'function refundWithSignature(ChannelConfig config, uint128 amount, uint256 nonce, bytes receiverAuthorizerSignature)',
])

interface ChannelState {
  balance: bigint
  totalClaimed: bigint
  refundNonce: bigint
}

/** The stand-in chain's ledger: what moved, so a test can say nothing was claimed twice or lost. */
export interface EscrowLedger {
  channels: Map<string, ChannelState>
  /** Each claim's increase of a channel's claimed total (a claim never lowers or repeats one). */
  claimed: Array<{ channelId: string; amount: bigint }>
  /** Claims that named a total at or below what was claimed already: a second claim of the same vouchers. */
  repeatedClaims: number
  refunded: bigint
  /** What `settle` moved to the receiver. */
  settledToReceiver: bigint
  transactions: Array<{ functionName: string; hash: Hex }>
}

export interface ChannelFacilitator extends FixtureServer {
  ledger: EscrowLedger
  /** Reads the stand-in chain as a client's RPC would (a payer recovering its channel reads `channels`). */
  readContract(call: { functionName: string; args?: readonly any[] }): Promise<unknown>
  /** The authorizer the facilitator signs claims and refunds with (`/supported` names it). */
  authorizer: `0x${string}`
}

/**
 * The official x402 facilitator with `@x402/evm`'s batch-settlement scheme, in process on a local
 * port, over a stand-in chain: the escrow's state (deposits, claimed totals, refund nonces) is kept
 * here, deposits and claims change it as the contract would, and payers hold enough USDC.
 * `supported` may change what `/supported` answers from one request to the next.
 */
export async function channelFacilitator(options: { supported?: (official: any) => unknown } = {}): Promise<ChannelFacilitator> {
  const gas = privateKeyToAccount(generatePrivateKey())
  const authorizer = privateKeyToAccount(generatePrivateKey())
  const ledger: EscrowLedger = { channels: new Map(), claimed: [], repeatedClaims: 0, refunded: 0n, settledToReceiver: 0n, transactions: [] }
  const receiverTotals = { claimed: 0n, settled: 0n }
  const channelOf = (id: string) => {
    const key = id.toLowerCase()
    if (!ledger.channels.has(key)) ledger.channels.set(key, { balance: 0n, totalClaimed: 0n, refundNonce: 0n })
    return ledger.channels.get(key)!
  }

  function claim(claims: readonly any[]) {
    for (const entry of claims) {
      const channel = channelOf(computeChannelId(entry.voucher.channel, rail.network))
      const total = BigInt(entry.totalClaimed)
      if (total > BigInt(entry.voucher.maxClaimableAmount) || total > channel.balance) throw new Error('execution reverted: claim above the voucher or the deposit')
      if (total <= channel.totalClaimed) {
        ledger.repeatedClaims++
        continue
      }
      ledger.claimed.push({ channelId: computeChannelId(entry.voucher.channel, rail.network).toLowerCase(), amount: total - channel.totalClaimed })
      receiverTotals.claimed += total - channel.totalClaimed
      channel.totalClaimed = total
    }
  }

  function refund(config: any, amount: bigint) {
    const channel = channelOf(computeChannelId(config, rail.network))
    if (amount > channel.balance - channel.totalClaimed) throw new Error('execution reverted: refund above the unclaimed deposit')
    channel.balance -= amount
    channel.refundNonce++
    ledger.refunded += amount
  }

  function run(functionName: string, args: readonly any[]) {
    if (functionName === 'deposit') channelOf(computeChannelId(args[0], rail.network)).balance += BigInt(args[1])
    else if (functionName === 'claimWithSignature') claim(args[0])
    else if (functionName === 'refundWithSignature') refund(args[0], BigInt(args[1]))
    else if (functionName === 'settle') {
      ledger.settledToReceiver += receiverTotals.claimed - receiverTotals.settled
      receiverTotals.settled = receiverTotals.claimed
    } else if (functionName === 'multicall') {
      for (const data of args[0] as Hex[]) {
        const call = decodeFunctionData({ abi: escrow, data })
        run(call.functionName, call.args as readonly any[])
      }
    } else throw new Error(`the stand-in chain does not run ${functionName}`)
  }

  function view(functionName: string, args: readonly any[]): unknown {
    if (functionName === 'channels') {
      const channel = channelOf(args[0])
      return [channel.balance, channel.totalClaimed]
    }
    if (functionName === 'pendingWithdrawals') return [0n, 0]
    if (functionName === 'refundNonce') return channelOf(args[0]).refundNonce
    if (functionName === 'balanceOf') return 10n ** 12n
    if (functionName === 'receivers') return [receiverTotals.claimed, receiverTotals.settled]
    throw new Error(`the stand-in chain cannot read ${functionName}`)
  }

  const chain = {
    getAddresses: () => [gas.address] as const,
    async readContract({ functionName, args = [] }: { address: `0x${string}`; functionName: string; args?: readonly any[] }) {
      if (functionName === 'tryAggregate') {
        return (args[1] as Array<{ callData: Hex }>).map(({ callData }) => {
          const call = decodeFunctionData({ abi: escrow, data: callData })
          const result = view(call.functionName, call.args as readonly any[])
          return { success: true, returnData: encodeFunctionResult({ abi: escrow, functionName: call.functionName, result } as never) }
        })
      }
      if (functionName === 'receivers' || functionName === 'channels' || functionName === 'refundNonce') return view(functionName, args)
      // A simulation of a write: run it on a copy of the ledger, so a revert shows before anything is sent.
      const saved = snapshot()
      try {
        run(functionName, args)
      } finally {
        restore(saved)
      }
      return undefined
    },
    verifyTypedData: async () => {
      throw new Error('signatures of EOAs are recovered, not asked of the chain')
    },
    async writeContract({ functionName, args }: { address: `0x${string}`; functionName: string; args: readonly any[] }) {
      run(functionName, args)
      const hash = `0x${(ledger.transactions.length + 1).toString(16).padStart(64, '0')}` as Hex
      ledger.transactions.push({ functionName, hash })
      return hash
    },
    sendTransaction: async () => {
      throw new Error('not used: payers are EOAs')
    },
    waitForTransactionReceipt: async () => ({ status: 'success' }),
    getCode: async ({ address }: { address: `0x${string}` }) => (address.toLowerCase() === rail.asset.toLowerCase() ? '0x6080' : '0x') as `0x${string}`,
  }

  function snapshot() {
    return { channels: new Map([...ledger.channels].map(([id, state]) => [id, { ...state }])), claimed: ledger.claimed.length, repeated: ledger.repeatedClaims, refunded: ledger.refunded, settled: ledger.settledToReceiver, receiver: { ...receiverTotals } }
  }
  function restore(saved: ReturnType<typeof snapshot>) {
    ledger.channels = saved.channels
    ledger.claimed.length = saved.claimed
    ledger.repeatedClaims = saved.repeated
    ledger.refunded = saved.refunded
    ledger.settledToReceiver = saved.settled
    Object.assign(receiverTotals, saved.receiver)
  }

  const facilitator = new x402Facilitator().register(rail.network, new BatchSettlementEvmScheme(chain as never, authorizer as never))
  const server = await serveFacilitator(facilitator, undefined, options.supported)
  return Object.assign(server, { ledger, authorizer: authorizer.address, readContract: async ({ functionName, args = [] }: { functionName: string; args?: readonly any[] }) => view(functionName, args) })
}
