import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { transferWithAuthorizationTypes } from '../src/index.ts'
import { encodeJson, payTo, rail } from './_setup.ts'

export interface SignOptions {
  account?: PrivateKeyAccount
  /** Signs with another key than `from`'s. */
  signer?: PrivateKeyAccount
  to?: string
  value?: string
  /** `accepted.amount`, when it should differ from the signed value. */
  acceptedAmount?: string
  validAfter?: number
  validBefore?: number
  nonce?: `0x${string}`
  network?: string
  asset?: string
  chainId?: number
}

export const randomNonce = (): `0x${string}` => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`

/** A PAYMENT-SIGNATURE value for /api/paid/thing (0.01 USDC) as an x402 v2 client builds it. */
export async function signPayment(options: SignOptions = {}): Promise<{ header: string; payload: any; from: string }> {
  const account = options.account ?? privateKeyToAccount(generatePrivateKey())
  const now = Math.floor(Date.now() / 1000)
  const authorization = {
    from: account.address,
    to: (options.to ?? payTo) as `0x${string}`,
    value: options.value ?? '10000',
    validAfter: String(options.validAfter ?? now - 600),
    validBefore: String(options.validBefore ?? now + 60),
    nonce: options.nonce ?? randomNonce(),
  }
  const signature = await (options.signer ?? account).signTypedData({
    domain: { name: rail.domain.name, version: rail.domain.version, chainId: options.chainId ?? rail.chainId, verifyingContract: rail.asset },
    types: transferWithAuthorizationTypes,
    primaryType: 'TransferWithAuthorization',
    message: { ...authorization, value: BigInt(authorization.value), validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore) },
  })
  const payload = {
    x402Version: 2,
    resource: { url: 'http://localhost/api/paid/thing' },
    accepted: { scheme: 'exact', network: options.network ?? rail.network, amount: options.acceptedAmount ?? authorization.value, asset: options.asset ?? rail.asset, payTo: authorization.to, maxTimeoutSeconds: 60, extra: rail.domain },
    payload: { signature, authorization },
  }
  return { header: encodeJson(payload), payload, from: account.address }
}

/** The same authorization as an x402 v1 client sends it in X-PAYMENT. */
export function asV1(payload: any, network = 'base-sepolia'): string {
  return encodeJson({ x402Version: 1, scheme: 'exact', network, payload: payload.payload })
}
