import { createError, isApiError, microsToDecimal, reservePayment, resumeReservation, type PaymentAuthorization, type PaymentRail, type PaymentRequirement, type SettleResult, type StateStore, type VerifiedPayment } from '@svc/core'
import { Challenge, Credential, Receipt, type Method } from 'mppx'
import { Mppx } from 'mppx/server'
import { startChecking } from './checking.ts'
import { challengeNetwork, hasPaymentCredential, payerOfSource, readCredential } from './credential.ts'
import { mppDiscovery } from './discovery.ts'
import { MppRejection, rejectionOf } from './problems.ts'
import { sharedSecret } from './secret.ts'

export interface MppRailOptions {
  /** Shared state: credentials are reserved here, so one is used once across the hosts on it. */
  state: StateStore
  /** mppx server methods of the `charge` intent: `evmCharge(...)` (USDC through x402's facilitator), `tempo.charge(...)`. */
  methods: readonly Method.AnyServer[]
  /** Binds challenges to their content (HMAC); default: one random secret kept in `state`, shared by its hosts. */
  secretKey?: string | undefined
  /** The realm challenges name; default: the host of the resource URL. */
  realm?: string | undefined
  /** How long a challenge can be paid (default 300 s). */
  challengeSeconds?: number
  now?: () => number
  log?: (message: string) => void
}

/** What `resume` needs to settle a credential on any host, as JSON in core's settlement outbox. */
interface ResumableCredential {
  rail: 'mpp'
  key: string
  owner: string
  keepUntil: number
  credential: string
  amountMicros: number
  payer: { network: string; address: string }
}

/** A facilitator that could not be asked, or gave no answer (svc's x402 client): the outcome is unknown. */
const isUnknownOutcome = (error: unknown) => (error as Error | undefined)?.name === 'FacilitatorUnavailable'
/** A refusal on resume that says the authorization moved already (the attempt a crash interrupted settled it). */
const ALREADY_SETTLED = /nonce_already_used|nonce_used|already_(used|processed|settled)|authorization_used|authorization.*(used|state)/i

export interface MppRail extends PaymentRail {
  /** The challenges a 402 carries for this requirement (none for up-to billed operations: MPP's charge is exact). */
  challenges(requirement: PaymentRequirement): Promise<Challenge.Challenge[]>
  /** The `offers[]` of OpenAPI `x-payment-info` (MPP's discovery) for this requirement. */
  offers(requirement: PaymentRequirement): Promise<Array<Record<string, unknown>>>
}

/**
 * The payment rail speaking MPP (the `Payment` HTTP authentication scheme) through mppx: a 402
 * carries `WWW-Authenticate: Payment` challenges; an `Authorization: Payment` credential is checked
 * (challenge HMAC, expiry, route binding, signature, the facilitator's verify), reserved once across
 * hosts, and settled only after the call succeeded; the answer carries `Payment-Receipt`.
 */
export function createMppRail(options: MppRailOptions): MppRail {
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const challengeMs = (options.challengeSeconds ?? 300) * 1000
  const charges = options.methods.filter((method) => method.intent === 'charge')
  let secret: Promise<string> | undefined
  const servers = new Map<string, ReturnType<typeof Mppx.create>>()

  async function server(realm: string) {
    let found = servers.get(realm)
    if (!found) {
      secret ??= options.secretKey ? Promise.resolve(options.secretKey) : sharedSecret(options.state)
      found = Mppx.create({ methods: charges, secretKey: await secret, realm })
      servers.set(realm, found)
    }
    return found
  }

  const realmOf = (requirement: PaymentRequirement) => options.realm ?? new URL(requirement.resource).host
  /** The route's terms as mppx compares a credential's challenge with them: amount (display units) and the resource it buys. */
  const routeOf = (requirement: PaymentRequirement) => ({ realm: realmOf(requirement), request: { amount: microsToDecimal(requirement.amountMicros) }, scope: requirement.resource })

  async function challenges(requirement: PaymentRequirement): Promise<Challenge.Challenge[]> {
    if (requirement.upto || charges.length === 0) return []
    const mppx = await server(realmOf(requirement))
    const route = routeOf(requirement)
    const expires = new Date(now() + challengeMs).toISOString()
    const issue = mppx.challenge as unknown as Record<string, Record<string, (options: Record<string, unknown>) => Promise<Challenge.Challenge>>>
    return Promise.all(charges.map((method) => issue[method.name]!.charge!({ amount: route.request.amount, description: requirement.operation.id, scope: route.scope, expires })))
  }

  /** Its part of a 402: the challenges in `WWW-Authenticate` (core adds x402's and the body's `error`). */
  async function challenge(requirement: PaymentRequirement) {
    const list = await challenges(requirement)
    const headers: Record<string, string> = { 'cache-control': 'no-store' }
    if (list.length > 0) headers['www-authenticate'] = list.map((one) => Challenge.serialize(one)).join(', ')
    return { body: {}, headers }
  }

  /** A refused credential: 402 with fresh challenges and the draft's problem details (RFC 9457) in the body. */
  async function refused(requirement: PaymentRequirement, rejection: MppRejection): Promise<never> {
    const fresh = await challenge(requirement)
    const problem = rejection.problem()
    const body = { error: rejection.message, ...problem, code: 'PAYMENT_INVALID', reason: rejection.reason }
    throw createError('PAYMENT_INVALID', rejection.message, { body, headers: fresh.headers, details: { reason: rejection.reason, ...problem } })
  }

  function settled(receipt: Receipt.Receipt, amountMicros: number, payer: { network: string; address: string }): SettleResult {
    return {
      settlement: { status: 'settled', network: payer.network, payer: payer.address, amount: String(amountMicros), transaction: receipt.reference },
      headers: { 'payment-receipt': Receipt.serialize(receipt) },
    }
  }

  function pending(amountMicros: number, payer: { network: string; address: string }): SettleResult {
    return { settlement: { status: 'pending', network: payer.network, payer: payer.address, amount: String(amountMicros) }, headers: {} }
  }

  async function verify(request: Request, requirement: PaymentRequirement): Promise<VerifiedPayment> {
    if (requirement.upto) return refused(requirement, new MppRejection('unsupported_intent', `${requirement.operation.id} is billed up to its price and MPP's charge takes exact prices only: pay it with x402`))
    const route = routeOf(requirement)
    const mppx = await server(route.realm)
    let credential: Credential.Credential
    let validation: Method.Validation
    let checking: Awaited<ReturnType<typeof startChecking>>
    try {
      credential = readCredential(request)
      // A credential used already is refused from the shared state before the facilitator is asked.
      const claimed = payerOfSource(credential.source)
      const claimedKey = claimed && keyOf(credential.challenge, claimed)
      const used = async () => {
        if (claimedKey && (await options.state.get(claimedKey))) throw new MppRejection('credential_used', 'This credential was already used')
      }
      await used()
      if (claimedKey) {
        // So is a copy of one another request is checking now (a race of one credential, on any host).
        checking = await startChecking(options.state, claimedKey).catch(stateUnavailable('checking'))
        if (!checking) throw new MppRejection('credential_used', 'This credential is in use by another request')
        // Asked again once checking: a copy checked before this one was reserved before it let the next be checked.
        await used()
      }
      validation = await mppx.validateCredential(credential, route)
    } catch (error) {
      await checking?.done()
      if (isApiError(error)) throw error
      if (isUnknownOutcome(error)) {
        log(`mpp: the facilitator did not answer a verification: ${(error as Error).message}`)
        throw createError('UNAVAILABLE', 'Payments cannot be checked right now; retry shortly (nothing was charged)', { headers: { 'retry-after': '5' } })
      }
      return refused(requirement, rejectionOf(error))
    }
    const challenge = validation.challenge
    const payer = payerOfSource(validation.source ?? credential.source)
    if (!payer) {
      await checking?.done()
      return refused(requirement, new MppRejection('invalid_payload', 'The credential does not say who pays (no did:pkh source)'))
    }
    // mppx's Tempo charge passes the client's `source` through as it is (a transaction's is never checked); the wallet
    // it verified is `details.sender`: a source naming another wallet would reach that wallet's data.
    const sender = (validation.details as { sender?: unknown } | undefined)?.sender
    if (typeof sender === 'string' && sender.toLowerCase() !== payer.address.toLowerCase()) {
      await checking?.done()
      return refused(requirement, new MppRejection('invalid_payload', 'The credential\'s source is not the wallet that signed or sent its payment'))
    }
    // mppx's Tempo charge does not compare a transaction's source with the chain the challenge offered: a source on another
    // network names a wallet (and a settlement record) that did not pay here. Refused before anything is broadcast.
    const network = challengeNetwork(challenge)
    if (network !== undefined && payer.network !== network) {
      await checking?.done()
      return refused(requirement, new MppRejection('invalid_payload', `The credential's source is on ${payer.network}; this challenge is paid on ${network}`))
    }
    const key = keyOf(challenge, payer)
    // A challenge can no longer be paid after it expires: its records are kept a day past that.
    const keepUntil = (challenge.expires ? Date.parse(challenge.expires) : now() + challengeMs) + 60_000
    const amountMicros = requirement.amountMicros
    return {
      payer: { network: payer.network, address: payer.address },
      key,
      keepUntil,
      // Refused before it is reserved (rate limits, failed calls): its next copy is judged at once, not "in use" for CHECKING_MS.
      dismiss: async () => checking?.done(),
      async take(): Promise<PaymentAuthorization> {
        // Reserved (or found taken), the credential is decided: its next copy may be checked (and is refused by the reservation).
        const reserved = await reservePayment(options.state, key, keepUntil).catch(stateUnavailable('reserving')).finally(() => checking?.done())
        if ('taken' in reserved) {
          const message = reserved.taken === 'reserved' ? 'This credential is in use by another request' : `This credential was already used (${reserved.taken})`
          return refused(requirement, new MppRejection('credential_used', message))
        }
        return {
          payer: { network: payer.network, address: payer.address },
          async settle(): Promise<SettleResult> {
            let receipt: Receipt.Receipt
            try {
              receipt = await mppx.broadcastCredential(credential, route)
            } catch (error) {
              if (isUnknownOutcome(error)) {
                log(`mpp: settlement outcome unknown: ${(error as Error).message}`)
                await reserved.mark('pending').catch(unrecorded(key, 'pending'))
                return pending(amountMicros, payer)
              }
              await reserved.release()
              throw settlementFailed(error)
            }
            // The money moved: a failure to record it must not answer a refusal (the reservation still blocks replays).
            await reserved.mark('settled', receipt.reference).catch(unrecorded(key, 'settled'))
            return settled(receipt, amountMicros, payer)
          },
          release: () => reserved.release(),
          resumable: (): ResumableCredential => ({ rail: 'mpp', key, owner: reserved.owner!, keepUntil, credential: Credential.serialize(credential), amountMicros, payer }),
        }
      },
    }
  }

  /** Settles a credential again (after a crash, or a pending outcome): the method's settlement, without the expiry check its challenge passed already. */
  async function resume(data: unknown): Promise<SettleResult> {
    const resumable = data as ResumableCredential
    const reservation = resumeReservation(options.state, resumable.key, resumable.owner, resumable.keepUntil)
    const credential = Credential.deserialize(resumable.credential)
    const method = charges.find((candidate) => candidate.name === credential.challenge.method)
    if (!method?.broadcast) throw createError('SETTLEMENT_FAILED', `This host no longer takes MPP ${credential.challenge.method} payments`, { details: { reason: 'method_removed' } })
    let receipt: Receipt.Receipt
    try {
      const payload = method.schema.credential.payload.parse(credential.payload)
      receipt = await method.broadcast({ credential: { ...credential, payload } as never, request: credential.challenge.request as never })
    } catch (error) {
      if (isUnknownOutcome(error)) return pending(resumable.amountMicros, resumable.payer)
      if (ALREADY_SETTLED.test((error as Error).message)) {
        await reservation.mark('settled').catch(unrecorded(resumable.key, 'settled'))
        return { settlement: { status: 'settled', network: resumable.payer.network, payer: resumable.payer.address, amount: String(resumable.amountMicros) }, headers: {} }
      }
      await reservation.release()
      throw settlementFailed(error)
    }
    // Moved: as in settle, a record that cannot be written is not a refusal.
    await reservation.mark('settled', receipt.reference).catch(unrecorded(resumable.key, 'settled'))
    return settled(receipt, resumable.amountMicros, resumable.payer)
  }

  /** The shared state failed while a credential was being checked or reserved: nothing was charged, retry. */
  const stateUnavailable = (doing: string) => (error: unknown): never => {
    log(`mpp: state unavailable while ${doing} a credential: ${(error as Error).message}`)
    throw createError('UNAVAILABLE', 'Payments cannot be recorded right now; retry shortly (nothing was charged)')
  }

  /** Logs a reservation's outcome that could not be written: the outcome stands (the reservation keeps it taken). */
  const unrecorded = (key: string, outcome: string) => (error: unknown) => log(`mpp: could not record ${key} ${outcome}: ${(error as Error).message}`)

  return {
    id: 'mpp',
    requestHeaders: ['authorization'],
    responseHeaders: ['www-authenticate', 'payment-receipt'],
    recognizes: hasPaymentCredential,
    // MPP's charge is exact: an up-to billed call is x402's (a Tempo session would fit it, not offered yet).
    takes: (requirement) => !requirement.upto && charges.length > 0,
    challenge,
    verify,
    async authorize(request, requirement) {
      return (await verify(request, requirement)).take({ fresh: false })
    },
    resume,
    challenges,
    async offers(requirement) {
      return (await challenges(requirement)).map((challenge) => {
        const request = challenge.request as Record<string, unknown>
        return { amount: request.amount, currency: request.currency, intent: challenge.intent, method: challenge.method, ...(request.recipient ? { recipient: request.recipient } : {}) }
      })
    },
    discovery: mppDiscovery(charges),
    describe: () => `payments: MPP (Payment HTTP authentication) ${charges.map((method) => `${method.name}/${method.intent}`).join(', ') || 'with no method'}`,
  }
}

/** A credential's use-once key: its challenge (HMAC-bound, unique per issuance) and who answered it. */
function keyOf(challenge: { method: string; id: string }, payer: { network: string; address: string }): string {
  return `mpp:${challenge.method}:${challenge.id}:${payer.network}:${payer.address.toLowerCase()}`
}

function settlementFailed(error: unknown) {
  if (isApiError(error)) return error
  return createError('SETTLEMENT_FAILED', `The payment was refused at settlement: ${(error as Error).message}; nothing was charged`, { details: { reason: 'refused_by_facilitator' } })
}
