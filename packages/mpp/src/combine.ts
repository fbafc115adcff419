import { ApiError, isApiError, type PaymentGate, type PaymentRequiredAnswer, type PaymentRequirement, type VerifiedPayment } from '@svc/core'

/** Headers whose values from several gates are lists (RFC 9110: one challenge per comma-separated item). */
const LISTS = new Set(['www-authenticate'])

/** The 402 answers of several gates as one: the first body that lists offers, every gate's headers. */
export function mergeAnswers(answers: PaymentRequiredAnswer[]): PaymentRequiredAnswer {
  const body = answers.find((answer) => Array.isArray(answer.body.accepts) && answer.body.accepts.length > 0)?.body ?? answers[0]!.body
  const headers: Record<string, string> = {}
  for (const answer of answers) {
    for (const [name, value] of Object.entries(answer.headers)) {
      const lower = name.toLowerCase()
      if (headers[lower] === undefined) headers[lower] = value
      else if (LISTS.has(lower)) headers[lower] = `${headers[lower]}, ${value}`
    }
  }
  return { body, headers }
}

interface TaggedResumable {
  gate: number
  data: unknown
}

/**
 * Several payment gates behind one URL (x402 and MPP): a 402 carries every gate's challenges, and
 * the first gate that reads a request's payment verifies it. Until core takes a list of rails, this
 * is how the host mounts more than one.
 */
export function combineGates(gates: PaymentGate[]): PaymentGate {
  if (gates.length === 1) return gates[0]!
  const missing = gates.find((gate) => !gate.verify)
  if (missing) throw new TypeError('combineGates: every gate must verify in two phases (verify, then take)')

  const all = async (requirement: PaymentRequirement, reason?: string) => mergeAnswers(await Promise.all(gates.map((gate) => gate.paymentRequired(requirement, reason))))

  /** A refusal by one gate, restated with every gate's challenges (what else the caller can pay with), keeping its own reason. */
  async function withEveryChallenge(error: unknown, index: number, requirement: PaymentRequirement): Promise<never> {
    if (!isApiError(error) || error.status !== 402) throw error
    const others = await Promise.all(gates.map((gate, at) => (at === index ? undefined : gate.paymentRequired(requirement, error.message))))
    const own = { body: error.body ?? {}, headers: error.headers ?? {} }
    const merged = mergeAnswers([own, ...others.filter((answer) => answer !== undefined)])
    const body = { ...merged.body, ...own.body, ...(Array.isArray(merged.body.accepts) ? { accepts: merged.body.accepts } : {}) }
    throw new ApiError(error.code, error.message, { status: error.status, body, headers: merged.headers, ...(error.details ? { details: error.details } : {}) })
  }

  async function verify(request: Request, requirement: PaymentRequirement): Promise<VerifiedPayment> {
    const index = gates.findIndex((gate) => gate.hasPayment(request))
    const gate = gates[index === -1 ? 0 : index]!
    const verified = await gate.verify!(request, requirement).catch((error: unknown) => withEveryChallenge(error, index, requirement))
    return {
      ...verified,
      async take(options) {
        const authorization = await verified.take(options).catch((error: unknown) => withEveryChallenge(error, index, requirement))
        const resumable = authorization.resumable
        return { ...authorization, ...(resumable ? { resumable: (amount: number): TaggedResumable => ({ gate: index, data: resumable(amount) }) } : {}) }
      },
    }
  }

  return {
    hasPayment: (request) => gates.some((gate) => gate.hasPayment(request)),
    paymentRequired: all,
    verify,
    async authorize(request, requirement) {
      return (await verify(request, requirement)).take({ fresh: false })
    },
    async resume(data) {
      const tagged = data as TaggedResumable
      const gate = gates[tagged.gate]
      if (!gate?.resume) throw new Error(`combineGates: no gate ${tagged.gate} resumes settlements`)
      return gate.resume(tagged.data)
    },
    describe: () => gates.map((gate) => gate.describe?.()).filter(Boolean).join('; '),
    close() {
      for (const gate of gates) gate.close?.()
    },
  }
}
