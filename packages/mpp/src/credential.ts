import { Credential } from 'mppx'

/** True when the request carries an `Authorization: Payment ...` credential (the scheme is case-insensitive). */
export function hasPaymentCredential(request: Request): boolean {
  return /(^|,)\s*payment\s/i.test(request.headers.get('authorization') ?? '')
}

/** The credential of `Authorization: Payment <base64url>`; throws mppx's errors when it cannot be read. */
export function readCredential(request: Request): Credential.Credential {
  return Credential.fromRequest(request)
}

/** `did:pkh:eip155:8453:0xabc...` -> the payer's network and address. */
export function payerOfSource(source: string | undefined): { network: string; address: string } | undefined {
  const match = /^did:pkh:([a-z0-9-]+:[A-Za-z0-9-]+):(.+)$/.exec(source ?? '')
  return match ? { network: match[1]!, address: match[2]! } : undefined
}

/**
 * The network a challenge is paid on, as a `did:pkh` source names it (`eip155:<chainId>`): mppx's EVM and
 * Tempo charges put the chain in `request.methodDetails.chainId`. Undefined when the challenge names none.
 */
export function challengeNetwork(challenge: { request: unknown }): string | undefined {
  const chainId = (challenge.request as { methodDetails?: { chainId?: unknown } } | undefined)?.methodDetails?.chainId
  return typeof chainId === 'number' || (typeof chainId === 'string' && /^\d+$/.test(chainId)) ? `eip155:${chainId}` : undefined
}
