import type { Challenge } from 'mppx'
import { isPayable, type PayableAsset } from './assets.ts'
import type { SignedPayment, Wallet } from './signer.ts'

/** An MPP challenge of a 402 this client can answer: an EVM `charge` (EIP-3009 USDC), with its terms. */
export interface MppOffer {
  challenge: Challenge.Challenge
  /** Atomic units. */
  amount: string
  network: string
  asset: string
  payTo: string
  /** Until when the challenge can be paid (ms since epoch). */
  expiresAt: number
}

/** The `WWW-Authenticate: Payment` challenges of a 402 this wallet can pay (evm/charge in a payable asset), cheapest first. */
export async function mppOffers(headers: Headers, wallet: Wallet, assets: readonly PayableAsset[], now: number): Promise<MppOffer[]> {
  const value = headers.get('www-authenticate')
  if (!value || !wallet.evm || !/payment\s/i.test(value)) return []
  const { Challenge } = await import('mppx')
  let challenges: Challenge.Challenge[]
  try {
    challenges = Challenge.deserializeList(value)
  } catch {
    return []
  }
  const offers: MppOffer[] = []
  for (const challenge of challenges) {
    if (challenge.method !== 'evm' || challenge.intent !== 'charge') continue
    const request = challenge.request as { amount?: string; currency?: string; recipient?: string; methodDetails?: { chainId?: number } }
    const network = `eip155:${request.methodDetails?.chainId}`
    if (!request.amount || !request.currency || !request.recipient || !isPayable(assets, network, request.currency)) continue
    if (wallet.networks && !wallet.networks.includes(network)) continue
    const expiresAt = challenge.expires ? Date.parse(challenge.expires) : now + 300_000
    offers.push({ challenge, amount: request.amount, network, asset: request.currency, payTo: request.recipient, expiresAt })
  }
  return offers.sort((a, b) => (BigInt(a.amount) < BigInt(b.amount) ? -1 : 1))
}

/** Signs an MPP credential for the offer with mppx's EVM charge client (USDC's EIP-712 domain from mppx's known assets). */
export async function signMpp(wallet: Wallet, offer: MppOffer): Promise<SignedPayment> {
  const [{ evm }, { evm: chains }] = await Promise.all([import('mppx/client'), import('mppx')])
  const method = evm.charge({ account: wallet.evm as never, currencies: [chains.assets.base.USDC, chains.assets.baseSepolia.USDC] })
  const credential = await method.createCredential({ challenge: offer.challenge as never, context: {} as never })
  return { headers: { authorization: credential }, expiresAt: offer.expiresAt }
}
