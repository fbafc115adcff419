import type { TransactionSigner } from '@solana/kit'
import type { x402Client as X402Client } from '@x402/core/client'
import type { Network, PaymentPayload, PaymentRequired } from '@x402/core/types'
import type { PaymentRequirements, RailKind } from './select.ts'

/** Anything that signs EIP-712 typed data for an address: a viem account (`privateKeyToAccount`, a wallet client's account). */
export interface EvmSigner {
  readonly address: `0x${string}`
  signTypedData(message: { domain: Record<string, unknown>; types: Record<string, unknown>; primaryType: string; message: Record<string, unknown> }): Promise<`0x${string}`>
  /** Signs a plain message (EIP-191): lets the wallet sign in to identity-only operations without paying (a viem account has it). */
  signMessage?(args: { message: string }): Promise<`0x${string}`>
}

export interface Wallet {
  /** Pays on Base: EIP-3009 USDC authorizations (`exact`), Permit2 permits (`upto`). */
  evm?: EvmSigner
  /** Pays on Solana (a partially signed USDC transfer): a @solana/kit signer. */
  solana?: TransactionSigner
  /** Solana RPC for the mint and a recent blockhash (default: the network's public RPC). */
  solanaRpcUrl?: string
  /** CAIP-2 networks this wallet may pay on (default: every network of its kinds). */
  networks?: string[]
}

export interface SignedPayment {
  headers: Record<string, string>
  /** Until when the host could settle it (ms since epoch). */
  expiresAt: number
}

/** A Solana transaction's blockhash lives about 150 slots (~60-90 s); count it this long. */
const SOLANA_LIFETIME_MS = 120_000

export function walletKinds(wallet: Wallet): RailKind[] {
  return [...(wallet.evm ? ['evm' as const] : []), ...(wallet.solana ? ['solana' as const] : [])]
}

/**
 * Signs the chosen offer with the official x402 scheme clients (@x402/evm exact and upto, @x402/svm), loaded on the
 * first payment. Their own spend controls are off: the client's are checked before this is called.
 */
export function createPaymentSigner(wallet: Wallet, now: () => number) {
  let client: Promise<{ core: X402Client; encode: (payload: PaymentPayload) => Record<string, string> }> | undefined
  const load = async () => {
    const { x402Client, x402HTTPClient } = await import('@x402/core/client')
    const core = new x402Client().setSpendControls(false)
    if (wallet.evm) {
      const [{ registerExactEvmScheme }, { UptoEvmScheme }] = await Promise.all([import('@x402/evm/exact/client'), import('@x402/evm/upto/client')])
      registerExactEvmScheme(core, { signer: wallet.evm })
      core.register('eip155:*' as Network, new UptoEvmScheme(wallet.evm))
    }
    if (wallet.solana) {
      const { ExactSvmScheme } = await import('@x402/svm/exact/client')
      core.register('solana:*' as Network, new ExactSvmScheme(wallet.solana, wallet.solanaRpcUrl ? { rpcUrl: wallet.solanaRpcUrl } : undefined))
    }
    const http = new x402HTTPClient(core)
    return { core, encode: (payload: PaymentPayload) => http.encodePaymentSignatureHeader(payload) }
  }
  return async (paymentRequired: Record<string, unknown>, offer: PaymentRequirements): Promise<SignedPayment> => {
    const { core, encode } = await (client ??= load())
    const payload = await core.createPaymentPayload({ ...paymentRequired, accepts: [offer] } as unknown as PaymentRequired)
    // exact: the EIP-3009 authorization's validBefore; upto: the Permit2 permit's deadline; Solana: the blockhash's lifetime.
    const signed = payload.payload as { authorization?: { validBefore?: string }; permit2Authorization?: { deadline?: string } }
    const until = signed.authorization?.validBefore ?? signed.permit2Authorization?.deadline
    const expiresAt = until ? Number(until) * 1000 : now() + Math.max(offer.maxTimeoutSeconds * 1000, SOLANA_LIFETIME_MS)
    return { headers: encode(payload), expiresAt }
  }
}
