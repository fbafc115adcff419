import { randomUUID } from 'node:crypto'
import { operationPrice } from './catalog-price.ts'
import type { H3Event } from 'h3'
import { clientAddress, FreeCaller } from './_caller.ts'
import { type Call, callOperation, effectsOf, effectsOfCalls, fingerprintOf, invokeAll, planCalls, planResult, prepareCall, readParams, sumOf } from './_calls.ts'
import { type Charge, type ChargeOutcome, NOTHING_CHARGED, openCharge, runCharged } from './_charge.ts'
import { identityStages } from './_identity.ts'
import { isBareProbe, priceProbe } from './_probe.ts'
import { settingsOf } from './config.ts'
import type { Caller } from './define.ts'
import { callMeta, errorResponse, successResponse } from './envelope.ts'
import { createError, toApiError } from './errors.ts'
import { invoke, invokeNow, type InvokeOptions, type InvokeResult } from './_invoke.ts'
import type { Micros } from './price.ts'
import { billsUsage, listedMicros, quoteMicros, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { observeFailure, observeSuccess } from './observe/events.ts'

export { callOperation } from './_calls.ts'

/*
 * The request pipeline. Every call, single or batch, takes these steps in this order:
 *   1. read      the raw params: the query of a GET, the JSON body of a POST
 *   2. validate  them against the operation's schema (a batch: its body, then each call's params)
 *   3. check     what is known to fail before payment: the operations' own checks, availability
 *   4. charge    free, trial, signed in (identity-only operations, _identity.ts) or paid through a payment rail, for the exact sum of the calls, once (402 when unpaid)
 *   5. invoke    the handlers (a batch's concurrently); a failure gives the trial or payment back
 *   6. envelope  {data, meta} with the charge and settlement (raw bytes for a binary answer)
 * A single call is a plan of one call; an operation with a `plan` (batch.run) is a plan of many.
 * Each route's stages are composed once, when the route is built (and again after a live price
 * change): a free operation's route has no charge stage at all.
 */

/** What one request's stages share. */
interface Incoming {
  event: H3Event
  requestId: string
  startedAt: number
  query: URLSearchParams | undefined
}

/** A composed route: its stages for the price it was composed for. */
interface Route {
  price: RegisteredOperation['price']
  run(request: Incoming): Promise<Response>
}

/** The h3 handler of one operation's route. */
export function operationRoute(runtime: Runtime, operation: RegisteredOperation) {
  // A GET operation answers HEAD too (its headers, no body), as HTTP asks of every GET.
  const methods = operation.method === 'GET' ? ['GET', 'HEAD'] : [operation.method]
  const methodNotAllowed = createError('METHOD_NOT_ALLOWED', `${operation.id} is called with ${operation.method}`, {
    headers: { allow: methods.join(', ') },
  })
  let route = composeRoute(runtime, operation)
  return async (event: H3Event): Promise<Response> => {
    const startedAt = performance.now()
    const requestId = randomUUID()
    if (!methods.includes(event.req.method)) return errorResponse(methodNotAllowed, requestId)
    // A live price change (the admin API) composes the route again.
    if (route.price !== operation.price) route = composeRoute(runtime, operation)
    try {
      // The query is parsed once, here, for the params and the trial flag alike.
      return await route.run({ event, requestId, startedAt, query: event.url.search ? new URLSearchParams(event.url.search) : undefined })
    } catch (error) {
      observeFailure(runtime, operation.id, requestId, startedAt, event.req, error)
      return errorResponse(toApiError(error), requestId)
    }
  }
}

/** Decides once what a route is: free (no charge stage), or charged (a single call or a plan). */
function composeRoute(runtime: Runtime, operation: RegisteredOperation): Route {
  const price = operation.price
  const isPlan = operation.definition.plan !== undefined
  const free = !isPlan && price.mode === 'fixed' && price.micros === 0
  if (operation.definition.access === 'identity') {
    // Without a sign-in: paid as priced; free when the operator priced it 0; a 402 when it is free by definition (sign-in only).
    const declared = operationPrice(operation.id, operation.definition)
    const declaredFree = 'usd' in declared && declared.usd === 0
    const otherwise = !free ? chargedStages(runtime, operation, false) : declaredFree ? undefined : freeStages(runtime, operation)
    return { price, run: identityStages(runtime, operation, envelopeOf(operation, false), otherwise) }
  }
  return { price, run: free ? freeStages(runtime, operation) : chargedStages(runtime, operation, isPlan) }
}

/** A free operation: read, validate, check, invoke, envelope; nothing to charge, settle or give back. */
function freeStages(runtime: Runtime, operation: RegisteredOperation): Route['run'] {
  const envelope = envelopeOf(operation, false)
  return async ({ event, requestId, startedAt, query }) => {
    const read = readParams(runtime, operation, event.req, query)
    const params = read instanceof Promise ? await read : read
    const call = prepareCall(runtime, operation, params)
    // Nor is the caller's address worked out unless asked; a synchronous handler's answer is used at once.
    const caller = new FreeCaller(event, runtime.config.trustProxy)
    const invoked = invokeNow(runtime, operation, call.input, { caller, request: event.req, call: callOperation })
    const result = invoked instanceof Promise ? await invoked : invoked
    observeSuccess(runtime, operation.id, requestId, startedAt, event.req, caller, NOTHING_CHARGED)
    return envelope(result, caller, NOTHING_CHARGED, requestId, startedAt)
  }
}

/** A priced operation (or a plan, priced as the sum of its calls): the charge decides free, trial or paid per call. */
function chargedStages(runtime: Runtime, operation: RegisteredOperation, isPlan: boolean): Route['run'] {
  const settings = settingsOf(runtime.config, operation.group)
  const upto = !isPlan && billsUsage(operation)
  const effects = effectsOf(operation)
  const listed = listedMicros(operation) > 0
  const envelope = envelopeOf(operation, upto)
  // A single call's trial is its operation's: one array for every call of the route.
  const ownTrial: readonly string[] = Object.freeze([operation.id])
  const priceOf = (calls: Call[]): Micros | Promise<Micros> => isPlan ? sumOf(calls) : quoteMicros(operation, calls[0]!.input, settings, runtime.state)
  const work = (calls: Call[], options: InvokeOptions): (() => Promise<InvokeResult>) => isPlan
    ? async () => planResult(calls, await invokeAll(runtime, calls, options))
    : () => invoke(runtime, operation, calls[0]!.input, options)
  return async ({ event, requestId, startedAt, query }) => {
    // A paid operation probed bare (nothing to validate, no payment, no trial) answers what it costs.
    if (listed && isBareProbe(runtime, operation, event.req, query)) throw await priceProbe(runtime, operation, event.url)
    // 1. read
    const read = readParams(runtime, operation, event.req, query)
    const params = read instanceof Promise ? await read : read
    // 2. validate, 3. check
    const calls = isPlan ? planCalls(runtime, operation, params) : [prepareCall(runtime, operation, params)]
    // 4. charge
    const quoted = priceOf(calls)
    const amountMicros = typeof quoted === 'number' ? quoted : await quoted
    const charge = await openCharge(runtime, {
      request: event.req,
      url: event.url,
      query,
      ip: clientAddress(event, runtime.config.trustProxy),
      operation,
      amountMicros,
      upto,
      // A trial is one call per operation: the batch's and each of its calls'.
      trialIds: isPlan ? [operation.id, ...calls.map((call) => call.operation.id)] : ownTrial,
      fingerprint: () => fingerprintOf(operation, amountMicros, params),
      effects: isPlan ? effectsOfCalls(calls) : effects,
    })
    // A retry of a payment identifier whose answer is stored, or a rail answering itself (a channel close): that answer, nothing run or charged.
    if (charge.replay) return charge.replay
    // 5. invoke
    const options: InvokeOptions = { caller: charge.caller, request: event.req, state: charge.staged, call: callOperation }
    // The draft (the answer before its settlement is known) only for a charge that keeps its answer for retries.
    const draftOf = charge.keep ? (result: InvokeResult) => () => envelope(result, charge.caller, NOTHING_CHARGED, requestId, startedAt, amountMicros) : undefined
    const { result, outcome } = await runCharged(runtime, charge, work(calls, options), usageOf, draftOf)
    // 6. envelope
    observeSuccess(runtime, operation.id, requestId, startedAt, event.req, charge.caller, outcome)
    const response = envelope(result, charge.caller, outcome, requestId, startedAt, amountMicros)
    return charge.keep ? kept(charge.keep, response) : response
  }
}

type Envelope = (result: InvokeResult, caller: Caller, outcome: ChargeOutcome, requestId: string, startedAt: number, authorizedMicros?: Micros) => Response

/** The one envelope of a route's answers: `{data, meta}` (raw bytes for a binary answer) with what was charged. */
function envelopeOf(operation: RegisteredOperation, upto: boolean): Envelope {
  return (result, caller, outcome, requestId, startedAt, authorizedMicros) => successResponse(result.value, callMeta({
    endpoint: operation.id,
    requestId,
    caller: caller.kind,
    chargedMicros: outcome.chargedMicros,
    settlement: outcome.settlement,
    startedAt,
    authorizedMicros: upto && caller.kind === 'paid' ? authorizedMicros : undefined,
    usage: result.usageMicros !== undefined ? { micros: result.usageMicros, details: result.usageDetails } : undefined,
    upstream: result.upstream,
    attribution: result.attribution,
  }), outcome.headers)
}

const usageOf = (result: InvokeResult) => result.usageMicros

/** The answer, kept first for retries of the payment identifier it was paid with. */
async function kept(keep: NonNullable<Charge['keep']>, response: Response): Promise<Response> {
  // The call is settled: failing to keep its answer must not withhold it.
  await keep(response).catch(() => {})
  return response
}
