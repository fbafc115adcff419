import { decodeBase64Json } from '../http.ts'
import type { Wallet } from './signer.ts'

/*
 * Wallet sign-in (x402's `sign-in-with-x` extension). An identity-only operation (a wallet reading
 * what is its own) answers 402 with a sign-in challenge in `extensions["sign-in-with-x"]`; the
 * client signs it with the configured wallet (a message signature, no payment, nothing spent) and
 * sends it back in `SIGN-IN-WITH-X`. The official extension builds and signs the proof.
 */

export const SIGN_IN_WITH_X = 'sign-in-with-x'

/** The 402's `PaymentRequired` (the PAYMENT-REQUIRED header, else the JSON body) when it carries a sign-in challenge. */
export function signInChallenge(body: Record<string, unknown>, headers: Headers): Record<string, unknown> | undefined {
  const header = headers.get('payment-required')
  let paymentRequired = body
  if (header) {
    try {
      paymentRequired = decodeBase64Json(header) as Record<string, unknown>
    } catch {
      // An unreadable header: the body says the same.
    }
  }
  const extensions = paymentRequired.extensions as Record<string, unknown> | undefined
  return extensions?.[SIGN_IN_WITH_X] ? paymentRequired : undefined
}

type MessageSigner = { address: string; signMessage: (args: { message: string }) => Promise<string> }
type MessagesSigner = { address: string; signMessages: (...args: never[]) => Promise<unknown> }

/** The wallet's signers that can sign a message, in the wallet's order (EVM first). */
function messageSigners(wallet: Wallet): unknown[] {
  const evm = wallet.evm as (Wallet['evm'] & Partial<MessageSigner>) | undefined
  const solana = wallet.solana as (Wallet['solana'] & Partial<MessagesSigner>) | undefined
  return [
    ...(evm && typeof evm.signMessage === 'function' ? [evm] : []),
    ...(solana && typeof solana.signMessages === 'function' ? [solana] : []),
  ]
}

/**
 * The SIGN-IN-WITH-X header for a challenge, signed by the first of the wallet's signers whose kind the
 * host takes (on a network the wallet allows); undefined when none can (then the call is paid for).
 */
export async function signIn(wallet: Wallet, paymentRequired: Record<string, unknown>, requestUrl: string): Promise<string | undefined> {
  const signers = messageSigners(wallet)
  if (signers.length === 0) return undefined
  const { createSIWxClientHook } = await import('@x402/extensions/sign-in-with-x')
  const extension = (paymentRequired.extensions as Record<string, { supportedChains?: Array<{ chainId: string }> }>)[SIGN_IN_WITH_X]!
  // Only the chains this wallet may act on.
  const allowed = { ...extension, supportedChains: (extension.supportedChains ?? []).filter((chain) => !wallet.networks || wallet.networks.includes(chain.chainId)) }
  const context = { paymentRequired: { ...paymentRequired, extensions: { ...(paymentRequired.extensions as object), [SIGN_IN_WITH_X]: allowed } }, requestUrl }
  for (const signer of signers) {
    const signed = await createSIWxClientHook(signer as never)(context as never)
    const header = signed?.headers[SIGN_IN_WITH_X]
    if (header) return header
  }
  return undefined
}

/**
 * The sign-in parameters each host gave (its last challenge), by origin. The extension's proof is
 * checked by the host against its origin, the proof's age and expiry, and its signature, and its nonce
 * is taken once; the host does not have to have issued the nonce. So a later identity-only call to a
 * host seen before signs the same parameters with a fresh random nonce and the current time, and sends
 * the proof with the request: one round trip instead of two. A host that refuses it (a clock far off,
 * parameters changed) answers with a fresh challenge, and the call signs that instead.
 */
export function createSignInCache(now: () => number) {
  const byOrigin = new Map<string, Record<string, unknown>>()
  return {
    remember(requestUrl: string, paymentRequired: Record<string, unknown>): void {
      byOrigin.set(new URL(requestUrl).origin, paymentRequired)
    },
    forget(requestUrl: string): void {
      byOrigin.delete(new URL(requestUrl).origin)
    },
    /** A challenge for `requestUrl` made here from the host's last one, or undefined for a host not seen. */
    fresh(requestUrl: string, operation: string): Record<string, unknown> | undefined {
      const known = byOrigin.get(new URL(requestUrl).origin)
      if (!known) return undefined
      const extensions = known.extensions as Record<string, { info?: Record<string, unknown> }>
      const extension = extensions[SIGN_IN_WITH_X]!
      const info = { ...extension.info }
      const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
      const issued = now()
      const lifetime = Date.parse(String(info.expirationTime)) - Date.parse(String(info.issuedAt))
      info.nonce = nonce
      info.issuedAt = new Date(issued).toISOString()
      if (info.expirationTime !== undefined) info.expirationTime = new Date(issued + (Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 300_000)).toISOString()
      info.uri = requestUrl
      if (Array.isArray(info.resources)) info.resources = [requestUrl]
      info.statement = `Sign in to call ${operation} as this wallet, without paying`
      return { ...known, extensions: { ...extensions, [SIGN_IN_WITH_X]: { ...extension, info } } }
    },
  }
}

export type SignInCache = ReturnType<typeof createSignInCache>
