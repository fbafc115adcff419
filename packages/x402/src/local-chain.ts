import type { Abi, Hex, PublicClient, Transport, WalletClient } from 'viem'
import { loadViem } from './evm-signer.ts'
import { FacilitatorUnavailable, type SettleResponse } from './facilitator.ts'
import type { EvmRail } from './rails.ts'
import { nonceCounter, receiptWatcher } from './receipt-watcher.ts'

/** One contract call the local facilitator reads, simulates or sends. */
export interface ChainCall {
  address: Hex
  abi: Abi
  functionName: string
  args: readonly unknown[]
}

export interface LocalChainOptions {
  rail: EvmRail
  rpcUrl?: string | undefined
  transport?: Transport | undefined
  privateKey: Hex
  receiptTimeoutMs: number
  pollingIntervalMs: number
}

/** The chain as the local facilitator uses it: reads, simulations from the gas account, and concurrent sends. */
export interface LocalChain {
  gasAddress: Hex
  /** A view call; FacilitatorUnavailable when the chain cannot be read. */
  read<T>(call: ChainCall): Promise<T>
  /** Whether the call would succeed if the gas account sent it now (false on a revert). */
  simulate(call: ChainCall): Promise<boolean>
  hasCode(address: Hex): Promise<boolean>
  /** Sends the call from the gas account; a revert during estimation is `{ reverted }` (nothing was sent). */
  send(call: ChainCall): Promise<{ hash: Hex } | { reverted: string }>
  /** Waits for the receipt: success, a definite revert, or `settlement_pending` after the timeout. */
  outcome(hash: Hex, payer: string, amount: string): Promise<SettleResponse>
}

/** Connects on first use (viem is imported then), and keeps one sender per process. */
export function localChain(options: LocalChainOptions): () => Promise<LocalChain> {
  let chain: Promise<LocalChain> | undefined
  return () => (chain ??= connect(options))
}

async function connect(options: LocalChainOptions): Promise<LocalChain> {
  const { rail, pollingIntervalMs: pollingInterval } = options
  const viem = await loadViem()
  const { privateKeyToAccount } = await import('viem/accounts')
  const transport = options.transport ?? (options.rpcUrl ? viem.http(options.rpcUrl) : undefined)
  if (!transport) throw new Error('the local facilitator needs an rpcUrl or a transport')
  const definition = viem.defineChain({
    id: rail.chainId,
    name: rail.network,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: options.rpcUrl ? [options.rpcUrl] : [] } },
  })
  const account = privateKeyToAccount(options.privateKey)
  const client = viem.createPublicClient({ chain: definition, transport, pollingInterval }) as PublicClient
  const wallet: WalletClient = viem.createWalletClient({ account, chain: definition, transport, pollingInterval })
  // Settlements leave concurrently: nonces are counted here, receipts awaited by one block watcher.
  const nonces = nonceCounter(client, account.address)
  const receipts = receiptWatcher(client, pollingInterval)
  const unavailable = (what: string) => (error: unknown): never => {
    throw new FacilitatorUnavailable(`${what}: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`)
  }

  return {
    gasAddress: account.address,
    read: <T>(call: ChainCall) => client.readContract(call as never).catch(unavailable('the chain could not be read')) as Promise<T>,
    simulate: (call) => client.simulateContract({ ...call, account: account.address } as never).then(() => true, (error: unknown) => {
      if (isRevert(error)) return false
      return unavailable('the chain could not simulate the settlement')(error)
    }),
    hasCode: async (address) => {
      const code = await client.getCode({ address }).catch(unavailable('the chain could not be read'))
      return code !== undefined && code !== '0x'
    },
    async send(call) {
      const refusal = (error: unknown) => ({ reverted: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message })
      let gas: bigint
      try {
        // Estimated before a nonce is taken: a revert here sends nothing and leaves no gap.
        gas = await client.estimateContractGas({ ...call, account } as never)
      } catch (error) {
        if (isRevert(error)) return refusal(error)
        return unavailable('the settlement transaction could not be sent')(error)
      }
      for (let attempt = 0; ; attempt++) {
        const { nonce, generation } = await nonces.take().catch(unavailable('the gas account\'s nonce could not be read'))
        try {
          return { hash: await wallet.writeContract({ ...call, chain: definition, account, nonce, gas } as never) }
        } catch (error) {
          nonces.resync(generation)
          // The account sent elsewhere meanwhile (its nonce moved on): counted again from the chain, sent once more.
          if (attempt === 0 && NONCE_TAKEN.test(errorText(error))) continue
          if (isRevert(error)) return refusal(error)
          return unavailable('the settlement transaction could not be sent')(error)
        }
      }
    },
    async outcome(hash, payer, amount) {
      const base = { transaction: hash, network: rail.network, payer }
      try {
        const receipt = await receipts.wait(hash, options.receiptTimeoutMs)
        if (!receipt) throw new Error('not mined in time')
        if (receipt.status !== 'success') return { ...base, success: false, errorReason: 'transaction_reverted', errorMessage: 'The settlement transaction reverted; nothing moved' }
        return { ...base, success: true, amount }
      } catch {
        return { ...base, success: false, errorReason: 'settlement_pending', errorMessage: 'The settlement transaction is not confirmed yet' }
      }
    },
  }
}

/** A send refused because its nonce was used already (by another sender of the same account). */
const NONCE_TAKEN = /nonce too low|correct nonce|nonce has already been used|underpriced|already known|replacement transaction/i

function errorText(error: unknown): string {
  const parts: string[] = []
  const walk = (error as { walk?: (fn: (e: unknown) => boolean) => unknown }).walk
  if (typeof walk === 'function') walk.call(error, (e) => {
    parts.push(String((e as { details?: string })?.details ?? ''), String((e as Error)?.message ?? ''))
    return false
  })
  return parts.join(' ') || String((error as Error)?.message ?? error)
}

/** True when viem's error chain says the chain itself refused the call (not a transport failure). */
export function isRevert(error: unknown): boolean {
  const walk = (error as { walk?: (fn: (e: unknown) => boolean) => unknown }).walk
  if (typeof walk !== 'function') return false
  return Boolean(walk.call(error, (e) => {
    const name = (e as { name?: string })?.name
    const details = String((e as { details?: string })?.details ?? '')
    return name === 'ContractFunctionRevertedError' || name === 'ExecutionRevertedError' || /revert/i.test(details)
  }))
}
