import type { Abi, Hex, PublicClient, Transport, WalletClient } from 'viem'
import { loadViem } from './evm-signer.ts'
import { FacilitatorUnavailable, type SettleResponse } from './facilitator.ts'
import type { EvmRail } from './rails.ts'

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

/** The chain as the local facilitator uses it: reads, simulations from the gas account, and sends one at a time. */
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
  /** Sends one transaction at a time: the wallet client reads the account nonce per send. */
  let sending: Promise<unknown> = Promise.resolve()
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
    send(call) {
      const next = sending.then(() => wallet.writeContract({ ...call, chain: definition, account } as never))
      sending = next.catch(() => {})
      return next.then((hash) => ({ hash }), (error: unknown) => {
        // A revert during gas estimation means nothing was sent: a definite refusal.
        if (isRevert(error)) return { reverted: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message }
        return unavailable('the settlement transaction could not be sent')(error)
      })
    },
    async outcome(hash, payer, amount) {
      const base = { transaction: hash, network: rail.network, payer }
      try {
        const receipt = await client.waitForTransactionReceipt({ hash, timeout: options.receiptTimeoutMs, pollingInterval })
        if (receipt.status !== 'success') return { ...base, success: false, errorReason: 'transaction_reverted', errorMessage: 'The settlement transaction reverted; nothing moved' }
        return { ...base, success: true, amount }
      } catch {
        return { ...base, success: false, errorReason: 'settlement_pending', errorMessage: 'The settlement transaction is not confirmed yet' }
      }
    },
  }
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
