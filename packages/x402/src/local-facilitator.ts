import type { Hex, Transport } from 'viem'
import type { Facilitator, SettleResponse, SupportedResponse, VerifyResponse } from './facilitator.ts'
import { localChain, type LocalChain } from './local-chain.ts'
import { type Checked, schemePayload } from './local-checks.ts'
import { checkExact } from './local-exact.ts'
import { checkUpto } from './local-upto.ts'
import { PERMIT2_ADDRESS, UPTO_PROXY_ADDRESS } from './permit2.ts'
import type { EvmRail } from './rails.ts'

export interface LocalFacilitatorOptions {
  /** The chain and token settled on (chain id, USDC address, EIP-712 domain). */
  rail: EvmRail
  /** JSON-RPC endpoint of that chain; or give `transport`. */
  rpcUrl?: string
  /** A viem transport (tests: `custom(provider)` of an in-process chain). */
  transport?: Transport
  /** Key of the account that sends settlement transactions and pays their gas. */
  privateKey: Hex
  /** How long to wait for a receipt before answering `settlement_pending` (default 30 s). */
  receiptTimeoutMs?: number
  /** How often the receipt watcher reads new blocks (default 1 s; a local chain wants less). */
  pollingIntervalMs?: number
  now?: () => number
}

/**
 * A facilitator in the host itself, for operators who have none: it verifies payments locally
 * and against the chain, and settles them from its own gas key. EVM `exact` (EIP-3009
 * `transferWithAuthorization`) and, where Permit2 and x402's upto proxy are deployed, `upto`
 * (the proxy's `settle` of the usage, with this gas account as the permit's facilitator).
 *
 * Settlements are sent concurrently (the gas key's nonces are counted in process) and their
 * receipts awaited by one block watcher. One gas key should belong to one host: two processes
 * counting one account's nonces would collide.
 */
export function createLocalFacilitator(options: LocalFacilitatorOptions): Facilitator {
  const { rail } = options
  const now = options.now ?? Date.now
  const connect = localChain({ ...options, receiptTimeoutMs: options.receiptTimeoutMs ?? 30_000, pollingIntervalMs: options.pollingIntervalMs ?? 1000 })
  /** Settlements sent by this process, by payment, so a repeated settle waits for the same transaction. */
  const sent = new Map<string, { hash: Hex; payer: string }>()
  let uptoDeployed = false

  async function check(paymentPayload: unknown, requirements: unknown, settling: boolean): Promise<{ chain: LocalChain; checked: Checked }> {
    const chain = await connect()
    const nowSeconds = Math.floor(now() / 1000)
    const checked = (requirements as { scheme?: string })?.scheme === 'upto'
      ? await checkUpto(chain, rail, paymentPayload, requirements, nowSeconds, settling)
      : await checkExact(chain, rail, paymentPayload, requirements, nowSeconds)
    return { chain, checked }
  }

  async function finish(chain: LocalChain, key: string, hash: Hex, payer: string, amount: string): Promise<SettleResponse> {
    sent.set(key, { hash, payer })
    const result = await chain.outcome(hash, payer, amount)
    if (result.errorReason !== 'settlement_pending') sent.delete(key)
    return result
  }

  return {
    url: options.rpcUrl ? `local facilitator (${options.rpcUrl})` : 'local facilitator',

    async verify(paymentPayload, requirements): Promise<VerifyResponse> {
      const { checked } = await check(paymentPayload, requirements, false)
      if (!checked.ok) return { isValid: false, invalidReason: checked.reason, invalidMessage: checked.message, ...(checked.payer ? { payer: checked.payer } : {}) }
      return { isValid: true, payer: checked.payer }
    },

    async settle(paymentPayload, requirements): Promise<SettleResponse> {
      const amount = String((requirements as { amount?: string })?.amount)
      const key = settlementKey(paymentPayload)
      const earlier = sent.get(key)
      // A repeated request for a transaction already sent: report that transaction's fate.
      if (earlier) return finish(await connect(), key, earlier.hash, earlier.payer, amount)
      const { chain, checked } = await check(paymentPayload, requirements, true)
      const refused = { transaction: '', network: rail.network }
      if (!checked.ok) return { ...refused, success: false, errorReason: checked.reason, errorMessage: checked.message, ...(checked.payer ? { payer: checked.payer } : {}) }
      if (checked.amount === 0n) return { success: true, transaction: '', network: rail.network, payer: checked.payer, amount: '0' }
      const sending = await chain.send(checked.call)
      if ('reverted' in sending) return { ...refused, success: false, errorReason: 'transaction_reverted', errorMessage: sending.reverted, payer: checked.payer }
      return finish(chain, key, sending.hash, checked.payer, amount)
    },

    async supported(): Promise<SupportedResponse> {
      const chain = await connect()
      uptoDeployed ||= (await chain.hasCode(PERMIT2_ADDRESS)) && (await chain.hasCode(UPTO_PROXY_ADDRESS))
      const kinds: SupportedResponse['kinds'] = [{ x402Version: 2, scheme: 'exact', network: rail.network }]
      if (uptoDeployed) kinds.push({ x402Version: 2, scheme: 'upto', network: rail.network, extra: { facilitatorAddress: chain.gasAddress } })
      return { kinds, extensions: [], signers: { 'eip155:*': [chain.gasAddress] } }
    },
  }
}

/** Which payment a settle request is about, before it is checked: its payer and nonce. */
function settlementKey(paymentPayload: unknown): string {
  const payload = schemePayload(paymentPayload)
  const authorization = (payload.authorization ?? payload.permit2Authorization ?? {}) as { from?: unknown; nonce?: unknown }
  return `${payload.permit2Authorization ? 'permit2' : 'eip3009'}:${String(authorization.from).toLowerCase()}:${String(authorization.nonce).toLowerCase()}`
}
