import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { transferWithAuthorizationTypes } from '../evm-verify.ts'
import { PERMIT2_ADDRESS, UPTO_PROXY_ADDRESS, uptoPermitTypes } from '../permit2.ts'
import { evmRail, type EvmRail } from '../rails.ts'

/** A payment header value as a client sends it: base64 of JSON (a string is encoded as it is, to test malformed JSON). */
export const encodeBase64Json = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64')
/** Reads a base64 JSON header (`PAYMENT-REQUIRED`, `PAYMENT-RESPONSE`); a missing header reads as an empty string and throws. */
export const decodeBase64Json = (value: string | null): any => JSON.parse(Buffer.from(value ?? '', 'base64').toString('utf8'))
/** 32 random bytes as 0x hex: an EIP-3009 nonce. */
export const randomNonce = (): `0x${string}` => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`

/** A signed payment: the header value, the decoded x402 v2 PaymentPayload, and the payer. */
export interface SignedTestPayment {
  header: string
  payload: any
  from: string
}

export interface ExactPaymentOptions {
  /** The pay-to address the host offers. */
  to: string
  /** Atomic USDC units (default 10000: $0.01). */
  value?: string
  /** The payer (default: a fresh key). */
  account?: PrivateKeyAccount
  /** Signs with another key than `from`'s. */
  signer?: PrivateKeyAccount
  /** `accepted.amount`, when it should differ from the signed value. */
  acceptedAmount?: string
  validAfter?: number
  validBefore?: number
  nonce?: `0x${string}`
  network?: string
  asset?: string
  chainId?: number
  /** The rail signed for (default Base Sepolia USDC). */
  rail?: EvmRail
  resource?: string
}

/** A PAYMENT-SIGNATURE value with an EIP-3009 `TransferWithAuthorization`, as an x402 v2 `exact` client builds it. */
export async function signExactPayment(options: ExactPaymentOptions): Promise<SignedTestPayment> {
  const rail = options.rail ?? evmRail('testnet')
  const account = options.account ?? privateKeyToAccount(generatePrivateKey())
  const now = Math.floor(Date.now() / 1000)
  const authorization = {
    from: account.address,
    to: options.to as `0x${string}`,
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
    ...(options.resource ? { resource: { url: options.resource } } : {}),
    accepted: { scheme: 'exact', network: options.network ?? rail.network, amount: options.acceptedAmount ?? authorization.value, asset: options.asset ?? rail.asset, payTo: authorization.to, maxTimeoutSeconds: 60, extra: rail.domain },
    payload: { signature, authorization },
  }
  return { header: encodeBase64Json(payload), payload, from: account.address }
}

/** The same authorization as an x402 v1 client sends it in X-PAYMENT (`base-sepolia`, `base`...). */
export function asV1Payment(payload: any, network = 'base-sepolia'): string {
  return encodeBase64Json({ x402Version: 1, scheme: 'exact', network, payload: payload.payload })
}

export interface UptoPaymentOptions {
  /** The pay-to address the host offers (the permit's `witness.to`). */
  to: string
  /** The facilitator's address from the offer's `extra.facilitatorAddress`. */
  facilitator: string
  /** The permitted maximum in atomic units (default 10000). */
  amount?: string
  account?: PrivateKeyAccount
  /** Signs with another key than `from`'s. */
  signer?: PrivateKeyAccount
  /** `accepted.amount`, when it should differ from the permitted amount. */
  acceptedAmount?: string
  acceptedPayTo?: string
  spender?: string
  token?: string
  network?: string
  chainId?: number
  deadline?: number
  validAfter?: number
  nonce?: string
  rail?: EvmRail
  resource?: string
}

/** A PAYMENT-SIGNATURE with a Permit2 `PermitWitnessTransferFrom`, as x402's `upto` client builds it. */
export async function signUptoPayment(options: UptoPaymentOptions): Promise<SignedTestPayment> {
  const rail = options.rail ?? evmRail('testnet')
  const account = options.account ?? privateKeyToAccount(generatePrivateKey())
  const amount = options.amount ?? '10000'
  const permit = {
    from: account.address,
    permitted: { token: options.token ?? rail.asset, amount },
    spender: options.spender ?? UPTO_PROXY_ADDRESS,
    nonce: options.nonce ?? BigInt(randomNonce()).toString(),
    deadline: String(options.deadline ?? Math.floor(Date.now() / 1000) + 60),
    witness: { to: options.to, facilitator: options.facilitator, validAfter: String(options.validAfter ?? 0) },
  }
  const signature = await (options.signer ?? account).signTypedData({
    domain: { name: 'Permit2', chainId: options.chainId ?? rail.chainId, verifyingContract: PERMIT2_ADDRESS },
    types: uptoPermitTypes,
    primaryType: 'PermitWitnessTransferFrom',
    message: {
      permitted: { token: permit.permitted.token as `0x${string}`, amount: BigInt(amount) },
      spender: permit.spender as `0x${string}`,
      nonce: BigInt(permit.nonce),
      deadline: BigInt(permit.deadline),
      witness: { to: permit.witness.to as `0x${string}`, facilitator: permit.witness.facilitator as `0x${string}`, validAfter: BigInt(permit.witness.validAfter) },
    },
  })
  const accepted = {
    scheme: 'upto', network: options.network ?? rail.network, amount: options.acceptedAmount ?? amount, asset: options.token ?? rail.asset, payTo: options.acceptedPayTo ?? permit.witness.to, maxTimeoutSeconds: 60,
    extra: { ...rail.domain, assetTransferMethod: 'permit2', facilitatorAddress: options.facilitator },
  }
  const payload = { x402Version: 2, ...(options.resource ? { resource: { url: options.resource } } : {}), accepted, payload: { signature, permit2Authorization: permit } }
  return { header: encodeBase64Json(payload), payload, from: account.address }
}
