import type { Hex, PublicClient, Transport, WalletClient } from 'viem'
import { verifyEvmAuthorization, type VerifiedEvmPayment } from './evm-verify.ts'
import { loadViem } from './evm-signer.ts'
import { type Facilitator, FacilitatorUnavailable, type SettleResponse, type SupportedResponse, type VerifyResponse } from './facilitator.ts'
import type { EvmRail } from './rails.ts'
import { isPaymentRejection } from './rejection.ts'

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
  /** Receipt polling interval (default 1 s; a local chain wants less). */
  pollingIntervalMs?: number
  now?: () => number
}

const eip3009Abi = [
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'account', type: 'address' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'authorizationState', stateMutability: 'view', inputs: [{ name: 'authorizer', type: 'address' }, { name: 'nonce', type: 'bytes32' }], outputs: [{ type: 'bool' }] },
  {
    type: 'function', name: 'transferWithAuthorization', stateMutability: 'nonpayable', outputs: [],
    inputs: [
      { name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' },
      { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' },
      { name: 'v', type: 'uint8' }, { name: 'r', type: 'bytes32' }, { name: 's', type: 'bytes32' },
    ],
  },
  {
    // USDC v2.2's overload for any signature (EIP-1271 smart wallets).
    type: 'function', name: 'transferWithAuthorization', stateMutability: 'nonpayable', outputs: [],
    inputs: [
      { name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' },
      { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
  },
] as const

interface Clients {
  public: PublicClient
  wallet: WalletClient
  gasAddress: Hex
}

type Checked = { ok: true; payment: VerifiedEvmPayment; signature: Hex } | { ok: false; reason: string; message: string; payer?: string }

/**
 * A facilitator in the host itself, for operators who have none: it verifies EIP-3009
 * authorizations locally and against the chain (nonce unused, balance), and settles by
 * sending `transferWithAuthorization` from its own gas key. EVM `exact` only.
 *
 * One gas key should belong to one host: transactions are sent one at a time per
 * process so their account nonces never collide.
 */
export function createLocalFacilitator(options: LocalFacilitatorOptions): Facilitator {
  const { rail } = options
  const now = options.now ?? Date.now
  const receiptTimeoutMs = options.receiptTimeoutMs ?? 30_000
  const pollingInterval = options.pollingIntervalMs ?? 1000
  let clients: Promise<Clients> | undefined
  /** Sends one transaction at a time: the wallet client reads the account nonce per send. */
  let sending: Promise<unknown> = Promise.resolve()
  /** Settlements sent by this process, by authorization, so a repeated settle waits for the same transaction. */
  const sent = new Map<string, Hex>()

  function connect(): Promise<Clients> {
    clients ??= (async () => {
      const viem = await loadViem()
      const { privateKeyToAccount } = await import('viem/accounts')
      const transport = options.transport ?? (options.rpcUrl ? viem.http(options.rpcUrl) : undefined)
      if (!transport) throw new Error('the local facilitator needs an rpcUrl or a transport')
      const chain = viem.defineChain({
        id: rail.chainId,
        name: rail.network,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: options.rpcUrl ? [options.rpcUrl] : [] } },
      })
      const account = privateKeyToAccount(options.privateKey)
      return {
        public: viem.createPublicClient({ chain, transport, pollingInterval }) as PublicClient,
        wallet: viem.createWalletClient({ account, chain, transport, pollingInterval }),
        gasAddress: account.address,
      }
    })()
    return clients
  }

  /** Everything `/verify` checks: the authorization itself, then the chain's view of it. */
  async function check(paymentPayload: unknown, requirements: unknown): Promise<Checked> {
    const req = requirements as { scheme?: string; network?: string; amount?: string; payTo?: string; asset?: string }
    if (req?.scheme !== 'exact' || req.network !== rail.network) {
      return { ok: false, reason: 'unsupported_scheme', message: `This facilitator settles only "exact" on ${rail.network}` }
    }
    if (typeof req.asset !== 'string' || req.asset.toLowerCase() !== rail.asset.toLowerCase()) {
      return { ok: false, reason: 'wrong_asset', message: `This facilitator settles only ${rail.asset}` }
    }
    const payload = (paymentPayload as { payload?: Record<string, unknown> })?.payload ?? {}
    let payment: VerifiedEvmPayment
    try {
      payment = await verifyEvmAuthorization(payload, { rail, payTo: String(req.payTo), amount: BigInt(String(req.amount)), nowSeconds: Math.floor(now() / 1000) })
    } catch (error) {
      if (isPaymentRejection(error)) return { ok: false, reason: error.reason, message: error.message }
      return { ok: false, reason: 'invalid_payload', message: 'The payment could not be read' }
    }
    const { authorization } = payment
    const signature = String(payload.signature) as Hex
    const chain = await connect()
    const [used, balance] = await Promise.all([
      chain.public.readContract({ address: rail.asset, abi: eip3009Abi, functionName: 'authorizationState', args: [payment.from, authorization.nonce as Hex] }),
      chain.public.readContract({ address: rail.asset, abi: eip3009Abi, functionName: 'balanceOf', args: [payment.from] }),
    ]).catch((error: unknown) => {
      throw new FacilitatorUnavailable(`the chain could not be read: ${(error as Error).message}`)
    })
    if (used) return { ok: false, reason: 'nonce_used', message: 'This authorization was already used on chain', payer: payment.from }
    if (balance < authorization.value) return { ok: false, reason: 'insufficient_funds', message: `The payer holds ${balance}, less than ${authorization.value}`, payer: payment.from }
    if (!payment.signatureRecovered) {
      // Not the EOA's signature: only the token contract can judge a smart wallet's (EIP-1271).
      const valid = await chain.public.simulateContract({ account: chain.gasAddress, address: rail.asset, abi: eip3009Abi, functionName: 'transferWithAuthorization', args: [...transferArgs(payment), signature] }).then(() => true, () => false)
      if (!valid) return { ok: false, reason: 'invalid_signature', message: `The signature is not valid for ${payment.from}`, payer: payment.from }
    }
    return { ok: true, payment, signature }
  }

  async function send(payment: VerifiedEvmPayment, signature: Hex): Promise<Hex> {
    const chain = await connect()
    const viem = await loadViem()
    const args = transferArgs(payment)
    const call = payment.signatureRecovered && signature.length === 132
      ? (() => {
          const { r, s, v, yParity } = viem.parseSignature(signature)
          return { functionName: 'transferWithAuthorization' as const, args: [...args, Number(v ?? 27n + BigInt(yParity)), r, s] as const }
        })()
      : { functionName: 'transferWithAuthorization' as const, args: [...args, signature] as const }
    const next = sending.then(() => chain.wallet.writeContract({ address: rail.asset, abi: eip3009Abi, chain: chain.wallet.chain, account: chain.wallet.account!, ...call } as never))
    sending = next.catch(() => {})
    return next
  }

  async function outcome(hash: Hex, payment: VerifiedEvmPayment, amount: string): Promise<SettleResponse> {
    const chain = await connect()
    const base = { transaction: hash, network: rail.network, payer: payment.from }
    try {
      const receipt = await chain.public.waitForTransactionReceipt({ hash, timeout: receiptTimeoutMs, pollingInterval })
      if (receipt.status !== 'success') return { ...base, success: false, errorReason: 'transaction_reverted', errorMessage: 'The settlement transaction reverted; nothing moved' }
      return { ...base, success: true, amount }
    } catch {
      return { ...base, success: false, errorReason: 'settlement_pending', errorMessage: 'The settlement transaction is not confirmed yet' }
    }
  }

  return {
    url: options.rpcUrl ? `local facilitator (${options.rpcUrl})` : 'local facilitator',

    async verify(paymentPayload, requirements): Promise<VerifyResponse> {
      const checked = await check(paymentPayload, requirements)
      if (!checked.ok) return { isValid: false, invalidReason: checked.reason, invalidMessage: checked.message, ...(checked.payer ? { payer: checked.payer } : {}) }
      return { isValid: true, payer: checked.payment.from }
    },

    async settle(paymentPayload, requirements): Promise<SettleResponse> {
      const amount = String((requirements as { amount?: string }).amount)
      const auth = ((paymentPayload as { payload?: { authorization?: { from?: string; nonce?: string } } })?.payload?.authorization) ?? {}
      const key = `${String(auth.from).toLowerCase()}:${String(auth.nonce).toLowerCase()}`
      const earlier = sent.get(key)
      if (earlier) {
        // A repeated request for a transaction already sent: report that transaction's fate.
        const checked = await check(paymentPayload, requirements)
        const payer = checked.ok ? checked.payment : ({ from: auth.from } as VerifiedEvmPayment)
        const result = await outcome(earlier, payer, amount)
        if (result.errorReason !== 'settlement_pending') sent.delete(key)
        return result
      }
      const checked = await check(paymentPayload, requirements)
      if (!checked.ok) return { success: false, errorReason: checked.reason, errorMessage: checked.message, transaction: '', network: rail.network, ...(checked.payer ? { payer: checked.payer } : {}) }
      let hash: Hex
      try {
        hash = await send(checked.payment, checked.signature)
      } catch (error) {
        const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
        // A revert during gas estimation means nothing was sent: a definite refusal.
        if (isRevert(error)) {
          return { success: false, errorReason: 'transaction_reverted', errorMessage: message, transaction: '', network: rail.network, payer: checked.payment.from }
        }
        throw new FacilitatorUnavailable(`the settlement transaction could not be sent: ${message}`)
      }
      sent.set(key, hash)
      const result = await outcome(hash, checked.payment, amount)
      if (result.errorReason !== 'settlement_pending') sent.delete(key)
      return result
    },

    async supported(): Promise<SupportedResponse> {
      const chain = await connect()
      return {
        kinds: [{ x402Version: 2, scheme: 'exact', network: rail.network }],
        extensions: [],
        signers: { 'eip155:*': [chain.gasAddress] },
      }
    },
  }
}

function transferArgs(payment: VerifiedEvmPayment) {
  const a = payment.authorization
  return [payment.from, a.to as Hex, a.value, a.validAfter, a.validBefore, a.nonce as Hex] as const
}

/** True when viem's error chain says the chain itself refused the call (not a transport failure). */
function isRevert(error: unknown): boolean {
  const walk = (error as { walk?: (fn: (e: unknown) => boolean) => unknown }).walk
  if (typeof walk !== 'function') return false
  return Boolean(walk.call(error, (e) => {
    const name = (e as { name?: string })?.name
    const details = String((e as { details?: string })?.details ?? '')
    return name === 'ContractFunctionRevertedError' || name === 'ExecutionRevertedError' || /revert/i.test(details)
  }))
}
