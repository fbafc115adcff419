import type { PaymentRequirements } from './offers.ts'

/**
 * Signed offers and receipts, as the official `offer-receipt` extension defines them (EIP-712,
 * signed with the operator's receipt key): each 402 carries one signed offer per `accepts` entry
 * (what is asked, of whom, for which resource, until when), and each settled call's
 * PAYMENT-RESPONSE a signed receipt (who paid, on which network, for which resource, when, and the
 * transaction). With the offer, the caller can prove what was paid, to whom, for which operation.
 */
export interface ReceiptIssuer {
  /** `extensions["offer-receipt"]` of a 402: the signed offers of its `accepts`. */
  offers(resourceUrl: string, accepts: PaymentRequirements[]): Promise<Record<string, unknown>>
  /** `extensions["offer-receipt"]` of a settlement response: the signed receipt. */
  receipt(resourceUrl: string, payer: string, network: string, transaction: string | undefined): Promise<Record<string, unknown>>
}

/** How long a signed offer is valid, and reused: signing costs a few milliseconds, and 402s are free to ask for. */
const OFFER_VALIDITY_SECONDS = 300
const REUSE_MS = 240_000

export function createReceiptIssuer(privateKey: `0x${string}`, now: () => number = Date.now): ReceiptIssuer {
  // The extension (and jose) load with the first 402, not at start-up.
  let loaded: Promise<{ issuer: import('@x402/extensions/offer-receipt').OfferReceiptIssuer }> | undefined
  const load = () => (loaded ??= (async () => {
    const [{ createEIP712OfferReceiptIssuer }, { privateKeyToAccount }] = await Promise.all([import('@x402/extensions/offer-receipt'), import('viem/accounts')])
    const account = privateKeyToAccount(privateKey)
    const issuer = createEIP712OfferReceiptIssuer(`did:pkh:eip155:1:${account.address}`, (params) => account.signTypedData(params as Parameters<typeof account.signTypedData>[0]))
    return { issuer }
  })())
  const signed = new Map<string, { offer: unknown; at: number }>()
  return {
    async offers(resourceUrl, accepts) {
      const { issuer } = await load()
      const offers = await Promise.all(accepts.map(async (requirement, acceptIndex) => {
        const id = `${resourceUrl} ${acceptIndex} ${requirement.scheme} ${requirement.network} ${requirement.asset} ${requirement.payTo} ${requirement.amount}`
        const cached = signed.get(id)
        if (cached && now() - cached.at < REUSE_MS) return cached.offer
        const offer = await issuer.issueOffer(resourceUrl, { acceptIndex, scheme: requirement.scheme, network: requirement.network, asset: requirement.asset, payTo: requirement.payTo, amount: requirement.amount, offerValiditySeconds: OFFER_VALIDITY_SECONDS })
        signed.set(id, { offer, at: now() })
        if (signed.size > 10_000) signed.delete(signed.keys().next().value!)
        return offer
      }))
      return { info: { offers } }
    },
    async receipt(resourceUrl, payer, network, transaction) {
      const { issuer } = await load()
      return { info: { receipt: await issuer.issueReceipt(resourceUrl, payer, network, transaction || undefined) } }
    },
  }
}
