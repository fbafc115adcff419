import { ApiError, createError, isApiError } from '../errors.ts'
import { type HeldPayment, isRailAnswer, type PaymentAuthorization, type PaymentGate, type PaymentRequiredAnswer, type PaymentRequirement, type RailAnswer, type VerifiedPayment } from '../payment.ts'
import { railTakes, type PaymentRail, type RailChallenge, type RailFigures } from './rail.ts'

const NO_RAIL = 'This host has no payment rail installed; use trial mode (trial=1), or ask the operator to install a payment rail package'

/** A settlement the outbox keeps: which rail carries it out, and that rail's own data. */
interface RailResumable {
  rail: string
  data: unknown
}

/**
 * The rails of a host as one gate (as hono's `some` combines middleware): a 402 merges every rail's
 * challenge, and the first rail that recognises a request's credential verifies it.
 */
export function combineRails(rails: readonly PaymentRail[]): PaymentGate {
  const byId = new Map(rails.map((rail) => [rail.id, rail]))
  if (byId.size !== rails.length) throw createError('INTERNAL', `Two payment rails share an id: ${rails.map((rail) => rail.id).join(', ')}`)
  const railFor = (request: Request): PaymentRail | undefined => {
    for (const rail of rails) if (rail.recognizes(request)) return rail
    return undefined
  }
  const identifierFor = (request: Request): PaymentRail | undefined => {
    for (const rail of rails) if (rail.identity?.recognizes(request)) return rail
    return undefined
  }
  const taking = (requirement: PaymentRequirement) => rails.filter((rail) => railTakes(rail, requirement))
  /** The recognising rail, when it takes this call (without a promise); a rail that does not is refused with the others' challenges. */
  function railTaking(request: Request, requirement: PaymentRequirement): PaymentRail | Promise<never> {
    const rail = railFor(request)
    if (!rail) throw createError('PAYMENT_INVALID', 'No payment rail of this host recognises the request\'s credential')
    if (railTakes(rail, requirement)) return rail
    const why = requirement.changesState && !rail.resume ? 'it changes stored data and this rail cannot settle a payment again after a failure' : 'this rail does not take it'
    const refusal = createError('PAYMENT_INVALID', `${requirement.operation.id} cannot be paid with ${rail.id}: ${why}; pay with another way the 402 lists`, { details: { reason: 'rail_not_offered', rail: rail.id } })
    return refusedWithOthers(refusal, rail, requirement)
  }

  async function paymentRequired(requirement: PaymentRequirement, reason?: string, except?: PaymentRail): Promise<PaymentRequiredAnswer> {
    const challenges = await Promise.all(taking(requirement).filter((rail) => rail !== except).map((rail) => rail.challenge(requirement, reason)))
    return mergeChallenges(challenges, reason)
  }

  /** A rail's refusal (a 402 with its own challenge) also offers the other rails' ways to pay. */
  async function refusedWithOthers(error: unknown, rail: PaymentRail, requirement: PaymentRequirement): Promise<never> {
    if (!isApiError(error) || error.status !== 402 || rails.length === 1) throw error
    const others = await paymentRequired(requirement, error.message, rail)
    const body = { ...others.body, code: error.code, ...error.details, ...(error.body ?? {}) }
    const headers = mergeHeaders([others.headers, error.headers ?? {}])
    throw new ApiError(error.code, error.message, { status: error.status, body, headers, details: error.details })
  }

  function tagged(rail: PaymentRail, authorization: PaymentAuthorization): PaymentAuthorization {
    const resumable = authorization.resumable
    if (!resumable) return authorization
    return { ...authorization, resumable: (amountMicros) => ({ rail: rail.id, data: resumable(amountMicros) }) satisfies RailResumable }
  }

  /** A payment the recognising rail holds in one step; undefined for any other (then `verify`). */
  async function hold(request: Request, requirement: PaymentRequirement): Promise<HeldPayment | undefined> {
    const rail = railFor(request)
    if (!rail?.hold || requirement.changesState || !railTakes(rail, requirement)) return undefined
    try {
      return await rail.hold(request, requirement)
    } catch (error) {
      return refusedWithOthers(error, rail, requirement)
    }
  }

  return {
    rails,
    railFor,
    // Only when some rail holds payments: the pipeline then skips the step for every paid call.
    ...(rails.some((rail) => rail.hold) ? { hold } : {}),
    hasPayment: (request) => railFor(request) !== undefined,
    paymentRequired: (requirement, reason) => paymentRequired(requirement, reason),
    identifies: (request) => identifierFor(request) !== undefined,
    async identify(request, requirement) {
      const rail = identifierFor(request)
      if (!rail?.identity) throw createError('PAYMENT_INVALID', 'No payment rail of this host recognises the request\'s sign-in proof')
      return rail.identity.verify(request, requirement).catch((error: unknown) => refusedWithOthers(error, rail, requirement))
    },
    async verify(request, requirement): Promise<VerifiedPayment | RailAnswer> {
      const taking = railTaking(request, requirement)
      const rail = taking instanceof Promise ? await taking : taking
      if (!rail.verify) {
        // A one-phase rail: verified and taken at once, so it is never reserved twice.
        const authorization = tagged(rail, await rail.authorize(request, requirement).catch((error: unknown) => refusedWithOthers(error, rail, requirement)))
        return { payer: authorization.payer, key: `${rail.id}:${crypto.randomUUID()}`, keepUntil: 0, countsFailures: false, take: async () => authorization }
      }
      const verified = await rail.verify(request, requirement).catch((error: unknown) => refusedWithOthers(error, rail, requirement))
      if (isRailAnswer(verified)) return verified
      return {
        ...verified,
        take: async (options) => tagged(rail, await verified.take(options).catch((error: unknown) => refusedWithOthers(error, rail, requirement))),
      }
    },
    async authorize(request, requirement) {
      const rail = await railTaking(request, requirement)
      return tagged(rail, await rail.authorize(request, requirement).catch((error: unknown) => refusedWithOthers(error, rail, requirement)))
    },
    async resume(data) {
      const { rail: id, data: own } = asRailResumable(data, rails)
      const rail = byId.get(id)
      if (!rail?.resume) throw createError('UNAVAILABLE', `The payment rail ${id} that took this payment is not installed on this host`)
      return rail.resume(own)
    },
    async figures() {
      const all: Record<string, RailFigures> = {}
      for (const rail of rails) {
        const figures = await rail.figures?.().catch(() => undefined)
        if (figures) all[rail.id] = figures
      }
      return all
    },
    describe: () => rails.length === 0 ? 'payments: none (no payment rail installed); trial and free operations only' : rails.map((rail) => rail.describe?.() ?? `payments: ${rail.id}`).join('\n'),
    close() {
      for (const rail of rails) rail.close?.()
    },
  }
}

/** One 402 from every rail's part: body members (the first rail's win), headers (values of one name joined), core's `error`, `code` and `status`. */
export function mergeChallenges(challenges: RailChallenge[], reason?: string): PaymentRequiredAnswer {
  const body: Record<string, unknown> = {}
  for (const challenge of challenges) {
    for (const [key, value] of Object.entries(challenge.body)) if (!(key in body)) body[key] = value
  }
  const error = reason ?? (typeof body.error === 'string' ? body.error : challenges.length === 0 ? NO_RAIL : 'Payment required')
  return {
    body: { ...body, error, code: 'PAYMENT_REQUIRED', status: 402 },
    headers: mergeHeaders(challenges.map((challenge) => challenge.headers)),
  }
}

function mergeHeaders(all: Array<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const own of all) {
    for (const [name, value] of Object.entries(own)) {
      const key = name.toLowerCase()
      // `cache-control` is core's (every 402 is no-store); other names two rails write carry both values.
      headers[key] = headers[key] === undefined || key === 'cache-control' ? value : `${headers[key]}, ${value}`
    }
  }
  return headers
}

/** A settlement record written before rails were tagged is the first resuming rail's. */
function asRailResumable(data: unknown, rails: readonly PaymentRail[]): RailResumable {
  const candidate = data as Partial<RailResumable> | null
  if (candidate && typeof candidate === 'object' && typeof candidate.rail === 'string' && 'data' in candidate) return candidate as RailResumable
  return { rail: rails.find((rail) => rail.resume)?.id ?? '', data }
}
