import { ApiError, type Payer, type PaymentRequiredAnswer, type PaymentRequirement, type RailIdentity, type StateStore } from '@svc/core'
import { paymentRequiredHeader } from './payment-required.ts'
import { type EvmRail, evmRail, type NetworkMode, solanaRail } from './rails.ts'

/*
 * Wallet sign-in with the official `sign-in-with-x` extension (CAIP-122: SIWE on EVM, SIWS on
 * Solana). An identity-only operation's 402 carries a fresh challenge in `extensions`; a caller
 * signs it and sends it back in `SIGN-IN-WITH-X`. A proof is checked against this host's origin,
 * its age (5 minutes) and expiry, its signature, and used once: its nonce is recorded in the shared
 * state, so a replay is refused on every host on the same state.
 */

/** The extension's key and header name (`SIGN_IN_WITH_X`), without loading the extension. */
export const SIGN_IN_WITH_X = 'sign-in-with-x'
export const SIGN_IN_HEADER = 'sign-in-with-x'

/** How long a challenge may be signed for, and how old a proof may be (the extension's default age). */
const CHALLENGE_SECONDS = 300
const MAX_AGE_MS = 5 * 60_000
/** A used nonce is kept past every proof it could be in (age limit plus clock skew). */
const NONCE_KEEP_MS = MAX_AGE_MS + 60_000

type SignInModule = typeof import('@x402/extensions/sign-in-with-x')
let loaded: Promise<SignInModule> | undefined
const signInModule = () => (loaded ??= import('@x402/extensions/sign-in-with-x'))

export interface SignInOptions {
  state: StateStore
  /** The chains a wallet may sign in on (CAIP-2: `eip155:8453`, `solana:5eyk...`). */
  networks: () => string[]
  /** The 402 of a requirement with a reason, as the gate builds it (payment offers and the challenge). */
  answer: (requirement: PaymentRequirement, reason: string) => Promise<PaymentRequiredAnswer>
}

export interface SignIn {
  /** `extensions["sign-in-with-x"]` of an identity-only operation's 402; undefined for any other. */
  challenge(requirement: PaymentRequirement): Promise<Record<string, unknown> | undefined>
  identity: RailIdentity
}

export function createSignIn(options: SignInOptions): SignIn {
  async function challenge(requirement: PaymentRequirement) {
    if (requirement.operation.definition.access !== 'identity') return undefined
    const { createSIWxResourceServerExtension, declareSIWxExtension } = await signInModule()
    const origin = new URL(requirement.resource).origin
    // The official server extension fills the challenge (domain, uri, a random nonce, issuedAt, expiry, chains).
    const extension = createSIWxResourceServerExtension({ origin, storage: NO_PAYMENT_RECORDS })
    const declaration = declareSIWxExtension({
      network: options.networks(),
      statement: `Sign in to call ${requirement.operation.id} as this wallet, without paying`,
      expirationSeconds: CHALLENGE_SECONDS,
    })[SIGN_IN_WITH_X]
    const info = await extension.enrichPaymentRequiredResponse!(declaration, { resourceInfo: { url: requirement.resource }, requirements: [] } as never)
    return { [SIGN_IN_WITH_X]: info }
  }

  async function refuse(requirement: PaymentRequirement, reason: string, message: string): Promise<never> {
    const answer = await options.answer(requirement, message)
    const body = { ...answer.body, code: 'PAYMENT_INVALID', reason }
    throw new ApiError('PAYMENT_INVALID', message, { body, headers: { ...answer.headers, ...paymentRequiredHeader(requirement, body) }, details: { reason } })
  }

  async function verify(request: Request, requirement: PaymentRequirement): Promise<Payer> {
    const { parseSIWxHeader, validateSIWxMessage, verifySIWxSignature } = await signInModule()
    let payload: ReturnType<SignInModule['parseSIWxHeader']>
    try {
      payload = parseSIWxHeader(request.headers.get(SIGN_IN_HEADER) ?? '')
    } catch (error) {
      return refuse(requirement, 'invalid_siwx_payload', `The SIGN-IN-WITH-X header could not be read: ${(error as Error).message}`)
    }
    if (!options.networks().includes(payload.chainId)) return refuse(requirement, 'invalid_siwx_unsupported_chain', `This host takes sign-in on ${options.networks().join(', ')}, not ${payload.chainId}`)
    const valid = await validateSIWxMessage(payload, new URL(new URL(requirement.resource).origin), { maxAge: MAX_AGE_MS })
    if (!valid.isValid) return refuse(requirement, valid.invalidReason, `Sign-in refused: ${valid.invalidMessage}`)
    const verified = await verifySIWxSignature(payload)
    if (!verified.isValid) return refuse(requirement, verified.invalidReason, `Sign-in refused: ${verified.invalidMessage}`)
    const fold = payload.chainId.startsWith('eip155:') ? verified.payer.toLowerCase() : verified.payer
    // Used once, on every host on this state: the first call to record the nonce wins.
    const fresh = await options.state.setIfAbsent(`x402:siwx:${payload.chainId}:${fold}:${payload.nonce}`, 1, { ttlMs: NONCE_KEEP_MS })
    if (!fresh) return refuse(requirement, 'invalid_siwx_nonce', 'Sign-in refused: this proof was already used; sign a fresh challenge')
    return { address: verified.payer, network: payload.chainId }
  }

  return {
    challenge,
    identity: { recognizes: (request) => request.headers.has(SIGN_IN_HEADER), verify },
  }
}

/** Sign-in here proves a wallet; it never stands for a past payment, so no payment is recorded or looked up. */
const NO_PAYMENT_RECORDS = { hasPaid: () => false, recordPayment: () => {} }

/** The chains a wallet signs in on: this host's EVM and Solana networks, whether or not it takes payments on them. */
export function signInNetworks(options: { network: NetworkMode; evmRail?: EvmRail | undefined }): string[] {
  return [(options.evmRail ?? evmRail(options.network)).network, solanaRail(options.network).network]
}

/** What the 402 of a free identity-only operation says. */
export function signInMessage(requirement: PaymentRequirement): string {
  return `Sign in required: ${requirement.operation.id} answers the wallet that signs the sign-in-with-x challenge (extensions["sign-in-with-x"]), sent back in the SIGN-IN-WITH-X header`
}
