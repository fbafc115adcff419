import { serveFixtures, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { evmRail, type NetworkMode, solanaRail } from '../rails.ts'

/** How the stub answers `/settle`: `ok` settles; `refuse` is a definite refusal (no funds); `mismatch` refuses for a signer the facilitator no longer has; `down`, `slow` and `pending` leave the outcome unknown. */
export type SettleMode = 'ok' | 'refuse' | 'down' | 'slow' | 'pending' | 'mismatch'

/** The stub's signer: the `facilitatorAddress` of its `upto` kind, which upto payers name in their permit's witness. */
export const STUB_FACILITATOR_ADDRESS = '0x00000000000000000000000000000000000000f1'
/** The Solana fee payer the stub names in `/supported` (any valid base58 address). */
export const STUB_FEE_PAYER = '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4'

/** One `/settle` request the stub settled: the x402 v2 body a gate sends. */
export interface SettledRequest {
  x402Version: number
  paymentPayload: any
  paymentRequirements: any
}

/** The x402 facilitator API on a local port, with switches a test flips. It never touches a chain. */
export interface StubFacilitator extends FixtureServer {
  /** Every settlement it performed, `exact` and `upto` (whose `paymentRequirements.amount` is the settled usage). */
  settled: SettledRequest[]
  settleMode: SettleMode
  /** `/verify` answers valid (default) or `invalid_exact_evm_signature`. */
  verifyValid: boolean
  /** `/supported` answers (default) or 503. */
  supportedUp: boolean
  /** Set to refuse every `upto` settlement with this reason, as a facilitator does for a payer who has not approved Permit2 (`permit2_allowance_required`). */
  uptoRefusal: string | undefined
  /** Payers (addresses, any case) holding no USDC: `/verify` and `/settle` refuse them with `insufficient_funds`. */
  unfunded: Set<string>
  /** Set to refuse every Solana payment at `/verify` and `/settle` with this reason (`transaction_expired_blockhash`, `insufficient_funds`). */
  solanaRefusal: string | undefined
  /** The Solana fee payer `/supported` names (default STUB_FEE_PAYER): a test rotates it. */
  feePayer: string
  /** Called after a settlement is recorded and before it is answered (a test kills a host there). */
  onSettle: (() => void | Promise<void>) | undefined
  /** Back to the defaults, with no settlement or request recorded. */
  reset(): void
}

export interface StubFacilitatorOptions {
  /** The networks it settles (default testnet: Base Sepolia and Solana devnet). */
  network?: NetworkMode
  /** Settles `upto` on Base too, naming STUB_FACILITATOR_ADDRESS as its `facilitatorAddress` (default: `exact` only). */
  upto?: boolean
}

const payerOf = (body: any): string | undefined => {
  const payload = body.paymentPayload?.payload
  return (payload?.authorization?.from ?? payload?.permit2Authorization?.from) as string | undefined
}

const isUnfunded = (stub: StubFacilitator, payer: string | undefined) => payer !== undefined && [...stub.unfunded].some((address) => address.toLowerCase() === payer.toLowerCase())

/** What makes a payment one: an EVM nonce (EIP-3009 or Permit2), or a Solana transaction. */
const nonceOf = (body: any): string | undefined => {
  const payload = body.paymentPayload?.payload
  return payload?.authorization?.nonce ?? (payload?.permit2Authorization ? `permit2:${payload.permit2Authorization.from}:${payload.permit2Authorization.nonce}` : payload?.transaction)
}

/**
 * A stand-in x402 facilitator for tests of anything that pays or is paid: `/supported` lists
 * `exact` on Base and Solana (with a fee payer), v1 `exact` and, when asked, `upto` on Base (with
 * `facilitatorAddress`); `/verify` vouches as told; `/settle` records and settles, refuses, fails or hangs as
 * told. A gate in front of it still verifies every signature itself.
 */
export async function stubFacilitator(options: StubFacilitatorOptions = {}): Promise<StubFacilitator> {
  const evm = evmRail(options.network ?? 'testnet')
  const sol = solanaRail(options.network ?? 'testnet')
  const stub = { settled: [], settleMode: 'ok', verifyValid: true, supportedUp: true, uptoRefusal: undefined, unfunded: new Set<string>(), feePayer: STUB_FEE_PAYER } as unknown as StubFacilitator
  const server = await serveFixtures({
    'GET /supported': () => stub.supportedUp
      ? {
          body: {
            kinds: [
              { x402Version: 2, scheme: 'exact', network: evm.network },
              ...(options.upto ? [{ x402Version: 2, scheme: 'upto', network: evm.network, extra: { facilitatorAddress: STUB_FACILITATOR_ADDRESS } }] : []),
              { x402Version: 2, scheme: 'exact', network: sol.network, extra: { feePayer: stub.feePayer } },
              { x402Version: 1, scheme: 'exact', network: evm.v1Name },
            ],
            extensions: ['bazaar'],
            signers: { 'eip155:*': [STUB_FACILITATOR_ADDRESS], 'solana:*': [stub.feePayer] },
          },
        }
      : { status: 503, body: 'down' },
    'POST /verify': (request) => {
      const body = JSON.parse(request.body)
      const payer = payerOf(body)
      if (isUnfunded(stub, payer)) return { body: { isValid: false, invalidReason: 'insufficient_funds', invalidMessage: 'the payer holds too little USDC', payer } }
      if (stub.solanaRefusal && body.paymentPayload?.payload?.transaction) return { body: { isValid: false, invalidReason: stub.solanaRefusal } }
      return { body: stub.verifyValid ? { isValid: true, payer: payer ?? 'SoLPayer1111111111111111111111111111111111' } : { isValid: false, invalidReason: 'invalid_exact_evm_signature', payer: payer ?? '' } }
    },
    'POST /settle': async (request): Promise<FixtureAnswer> => {
      const body = JSON.parse(request.body)
      const { network, scheme, amount } = body.paymentRequirements
      if (stub.solanaRefusal && body.paymentPayload?.payload?.transaction) return { status: 400, body: { success: false, errorReason: stub.solanaRefusal, transaction: '', network } }
      if (isUnfunded(stub, payerOf(body))) return { status: 400, body: { success: false, errorReason: 'insufficient_funds', transaction: '', network, payer: payerOf(body) } }
      const nonce = nonceOf(body)
      if (nonce && stub.settled.some((settled) => nonceOf(settled) === nonce)) return { status: 400, body: { success: false, errorReason: 'invalid_exact_evm_nonce_already_used', transaction: '', network, payer: payerOf(body) } }
      if (scheme === 'upto' && stub.uptoRefusal) return { status: 400, body: { success: false, errorReason: stub.uptoRefusal, transaction: '', network, payer: payerOf(body) } }
      switch (stub.settleMode) {
        case 'down': return { status: 503, body: 'maintenance' }
        case 'slow': return { delayMs: 1500, body: { success: true, transaction: '0x01', network } }
        case 'pending': return { body: { success: false, errorReason: 'settlement_pending', transaction: `0x${'cd'.repeat(32)}`, network } }
        case 'mismatch': return { status: 400, body: { success: false, errorReason: 'invalid_exact_svm_payload_fee_payer_mismatch', transaction: '', network } }
        case 'refuse': return { status: 400, body: { success: false, errorReason: 'invalid_exact_evm_insufficient_balance', transaction: '', network, payer: payerOf(body) } }
        default:
          stub.settled.push(body)
          await stub.onSettle?.()
          return { body: { success: true, transaction: `0x${'ab'.repeat(32)}`, network, payer: payerOf(body), ...(scheme === 'upto' ? { amount } : {}) } }
      }
    },
  })
  return Object.assign(stub, server, {
    reset() {
      Object.assign(stub, { settleMode: 'ok', verifyValid: true, supportedUp: true, uptoRefusal: undefined, solanaRefusal: undefined, onSettle: undefined, feePayer: STUB_FEE_PAYER })
      stub.unfunded.clear()
      stub.settled.length = 0
      server.requests.length = 0
    },
  })
}
