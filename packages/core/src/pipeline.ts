import { createHash, randomUUID } from 'node:crypto'
import type { H3Event } from 'h3'
import { batchIneligibility } from './batch.ts'
import { batchResultData } from './batch-binary.ts'
import { clientAddress, FreeCaller } from './_caller.ts'
import { checkHost } from './_check-host.ts'
import { type Charge, type ChargeOutcome, freeCharge, NOTHING_CHARGED, openCharge, runCharged } from './_charge.ts'
import { failureOf, type Failure } from './_failures.ts'
import { isBareProbe, priceProbe, unavailable } from './_probe.ts'
import { settingsOf } from './config.ts'
import { answerHeaders, callMeta, errorResponse, jsonResponse, successResponse } from './envelope.ts'
import { ApiError, createError, toApiError } from './errors.ts'
import { coerceParams, coerceQuery, readJsonBody, rejectUnknownMembers, validateInput } from './input.ts'
import { invoke, invokeNow, type InvokeOptions, type InvokeResult } from './_invoke.ts'
import type { Micros } from './price.ts'
import { billsUsage, listedMicros, quoteMicros, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { observeFailure, observeSuccess } from './observe/events.ts'
import { attributionOfAll } from './upstream/terms.ts'

/*
 * The request pipeline. Every call, single or batch, takes these steps in this order:
 *   1. read      the raw params: the query of a GET, the JSON body of a POST
 *   2. validate  them against the operation's schema (a batch: its body, then each call's params)
 *   3. check     what is known to fail before payment: the operations' own checks, availability
 *   4. charge    free, trial or x402, for the exact sum of the calls, once (402 when unpaid)
 *   5. invoke    the handlers (a batch's concurrently); a failure gives the trial or payment back
 *   6. envelope  {data, meta} with the charge and settlement (raw bytes for a binary answer)
 * A single call is a plan of one call; an operation with a `plan` (batch.run) is a plan of many.
 */

/** One validated and checked call of a request. */
interface Call {
  operation: RegisteredOperation
  input: unknown
}

/** The h3 handler of one operation's route. */
export function operationRoute(runtime: Runtime, operation: RegisteredOperation) {
  // A GET operation answers HEAD too (its headers, no body), as HTTP asks of every GET.
  const methods = operation.method === 'GET' ? ['GET', 'HEAD'] : [operation.method]
  const methodNotAllowed = createError('METHOD_NOT_ALLOWED', `${operation.id} is called with ${operation.method}`, {
    headers: { allow: methods.join(', ') },
  })
  const settings = settingsOf(runtime.config, operation.group)
  const isPlan = operation.definition.plan !== undefined
  const paid = listedMicros(operation) > 0
  const effects = effectsOf(operation)
  return async (event: H3Event): Promise<Response> => {
    const startedAt = performance.now()
    const requestId = randomUUID()
    if (!methods.includes(event.req.method)) return errorResponse(methodNotAllowed, requestId)
    try {
      // The query is parsed once, here, for the params and the trial flag alike.
      const query = event.url.search ? new URLSearchParams(event.url.search) : undefined
      // A paid operation probed bare (nothing to validate, no payment, no trial) answers what it costs.
      if (paid && isBareProbe(runtime, operation, event.req, query)) throw await priceProbe(runtime, operation, event.url)
      // 1. read
      const read = readParams(runtime, operation, event.req, query)
      const params = read instanceof Promise ? await read : read
      // 2. validate, 3. check
      const calls = isPlan ? planCalls(runtime, operation, params) : [prepareCall(runtime, operation, params)]
      // 4. charge
      const quoted = isPlan ? sumOf(calls) : quoteMicros(operation, calls[0]!.input, settings, runtime.state)
      const amountMicros = typeof quoted === 'number' ? quoted : await quoted
      const upto = !isPlan && billsUsage(operation)
      // Free calls take no trip through the charge machinery (nor work out the caller's address unless asked).
      const charge = amountMicros === 0 ? freeCharge(new FreeCaller(event, runtime.config.trustProxy)) : await openCharge(runtime, {
        request: event.req,
        url: event.url,
        query,
        ip: clientAddress(event, runtime.config.trustProxy),
        operation,
        amountMicros,
        upto,
        // A trial is one call per operation: the batch's and each of its calls'.
        trialIds: isPlan ? [operation.id, ...calls.map((call) => call.operation.id)] : [operation.id],
        fingerprint: () => fingerprintOf(operation, amountMicros, params),
        effects: isPlan ? effectsOfCalls(calls) : effects,
      })
      // A retry of a payment identifier whose answer is stored: that answer, nothing run or charged again.
      if (charge.replay) return charge.replay
      const options: InvokeOptions = { caller: charge.caller, request: event.req, state: charge.staged }
      // 5. invoke
      if (isPlan) {
        const render = (result: InvokeResult[], outcome: ChargeOutcome) => {
          const meta = callMeta({ endpoint: operation.id, requestId, caller: charge.caller.kind, chargedMicros: outcome.chargedMicros, settlement: outcome.settlement, startedAt, attribution: attributionOfAll(result) })
          return jsonResponse({ data: planData(calls, result), meta }, 200, answerHeaders(requestId, outcome.headers))
        }
        const { result, outcome } = await runCharged(runtime, charge, () => invokeAll(runtime, calls, options), undefined, (result) => () => render(result, NOTHING_CHARGED))
        // 6. envelope
        observeSuccess(runtime, operation.id, requestId, startedAt, event.req, charge.caller, outcome)
        return kept(charge, render(result, outcome))
      }
      const render = (result: InvokeResult, outcome: ChargeOutcome) => successResponse(result.value, callMeta({
        endpoint: operation.id,
        requestId,
        caller: charge.caller.kind,
        chargedMicros: outcome.chargedMicros,
        settlement: outcome.settlement,
        startedAt,
        authorizedMicros: upto && charge.caller.kind === 'paid' ? amountMicros : undefined,
        usage: result.usageMicros !== undefined ? { micros: result.usageMicros, details: result.usageDetails } : undefined,
        upstream: result.upstream,
        attribution: result.attribution,
      }), outcome.headers)
      // A free call has nothing to settle or give back: no charge wrapping, a synchronous answer used at once.
      const charged = charge.caller.kind === 'free' ? undefined : await runCharged(runtime, charge, () => invoke(runtime, operation, calls[0]!.input, options), usageOf, (result) => () => render(result, NOTHING_CHARGED))
      const invoked = charged?.result ?? invokeNow(runtime, operation, calls[0]!.input, options)
      const result = invoked instanceof Promise ? await invoked : invoked
      const outcome = charged ? charged.outcome : NOTHING_CHARGED
      // 6. envelope
      observeSuccess(runtime, operation.id, requestId, startedAt, event.req, charge.caller, outcome)
      return charge.keep ? kept(charge, render(result, outcome)) : render(result, outcome)
    } catch (error) {
      observeFailure(runtime, operation.id, requestId, startedAt, event.req, error)
      return errorResponse(toApiError(error), requestId)
    }
  }
}

/** In-process call of another operation (watchers, composites): validated and checked, never charged. */
export async function callOperation(runtime: Runtime, id: string, params: Record<string, unknown>, options: InvokeOptions): Promise<unknown> {
  const operation = runtime.registry.byId.get(id)
  if (!operation) throw createError('NOT_FOUND', `Operation ${id} is not installed on this host`)
  const coerced = coerceParams(params, operation.input)
  if (operation.definition.plan) {
    const calls = planCalls(runtime, operation, coerced)
    return planData(calls, await invokeAll(runtime, calls, options))
  }
  return (await invoke(runtime, operation, prepareCall(runtime, operation, coerced).input, options)).value
}

// 1. read

/** The raw params of a request: the query for GET (synchronously), the JSON body for POST. */
function readParams(runtime: Runtime, operation: RegisteredOperation, request: Request, query: URLSearchParams | undefined): Record<string, unknown> | Promise<Record<string, unknown>> {
  if (query?.has('trial')) {
    const trial = query.getAll('trial')
    if (trial.length > 1 || trial[0] !== '1') throw createError('INVALID_INPUT', 'trial: the only allowed value is 1', { details: { field: 'trial' } })
  }
  if (operation.method !== 'GET') return readJsonBody(request, operation.bodyLimitBytes ?? runtime.config.bodyLimitBytes)
  return query ? coerceQuery(query, operation.input) : {}
}

// 2. validate, 3. check

/** Validates a call's params, runs the operation's own check, and refuses what this host cannot run. */
function prepareCall(runtime: Runtime, operation: RegisteredOperation, params: Record<string, unknown>): Call {
  rejectUnknownMembers(params, operation.input, operation.method === 'GET' ? 'query' : 'body')
  const input = validateInput(operation.input, params)
  operation.definition.check?.(input, checkHost(operation, runtime.config))
  if (!operation.availability.available) throw unavailable(operation)
  return { operation, input }
}

/** The calls an operation's plan lists, each validated and checked; any invalid call fails them all. */
function planCalls(runtime: Runtime, operation: RegisteredOperation, params: Record<string, unknown>): Call[] {
  const planned = operation.definition.plan!(prepareCall(runtime, operation, params).input)
  const calls: Call[] = []
  const failures: Failure[] = []
  planned.forEach(({ endpoint, params }, index) => {
    const fail = (error: ApiError) => failures.push({ index, endpoint, ...failureOf(error) })
    const target = runtime.registry.byId.get(endpoint)
    if (!target) return fail(createError('NOT_FOUND', `calls[${index}].endpoint: ${endpoint} is not an operation of this host`))
    const reason = batchIneligibility(target)
    if (reason) return fail(createError('INVALID_INPUT', `calls[${index}].endpoint: ${endpoint} is not eligible: ${reason}`))
    try {
      calls.push(prepareCall(runtime, target, coerceParams(params, target.input)))
    } catch (error) {
      const apiError = toApiError(error)
      fail(new ApiError(apiError.code, `calls[${index}].params: ${apiError.message}`, { status: apiError.status, details: apiError.details }))
    }
  })
  if (failures.length > 0) {
    throw createError('BATCH_INVALID', `${failures.length} of ${planned.length} calls are invalid; nothing was run or charged`, { details: { failures } })
  }
  return calls
}

// 4. charge

/** A plan's price: the exact sum of its calls (each of a fixed price). */
function sumOf(calls: Call[]): Micros {
  return calls.reduce((total, call) => total + (call.operation.price.mode === 'fixed' ? call.operation.price.micros : 0), 0)
}

const usageOf = (result: InvokeResult) => result.usageMicros

/** The answer, kept first for retries of the payment identifier it was paid with (when there is one). */
async function kept(charge: Charge, response: Response): Promise<Response> {
  // The call is settled: failing to keep its answer must not withhold it.
  await charge.keep?.(response).catch(() => {})
  return response
}

/** What an operation changes beyond its answer, from its definition's `effects`. */
function effectsOf(operation: RegisteredOperation): { state: boolean; fetch: boolean } {
  const declared = operation.definition.effects ?? []
  return { state: declared.includes('state'), fetch: declared.includes('fetch') }
}

function effectsOfCalls(calls: Call[]): { state: boolean; fetch: boolean } {
  const all = calls.map((call) => effectsOf(call.operation))
  return { state: all.some((effects) => effects.state), fetch: all.some((effects) => effects.fetch) }
}

/** What a paid call buys, compared when its payment identifier comes again: operation, amount and params. */
function fingerprintOf(operation: RegisteredOperation, amountMicros: Micros, params: Record<string, unknown>): string {
  return createHash('sha256').update(`${operation.id}\n${amountMicros}\n${JSON.stringify(params)}`).digest('base64url')
}

// 5. invoke

/** Runs a plan's calls concurrently; if any fails, the whole plan fails (and is not charged). */
async function invokeAll(runtime: Runtime, calls: Call[], options: InvokeOptions): Promise<InvokeResult[]> {
  const settled = await Promise.allSettled(calls.map((call) => invoke(runtime, call.operation, call.input, options)))
  const failures: Failure[] = []
  settled.forEach((outcome, index) => {
    if (outcome.status === 'rejected') failures.push({ index, endpoint: calls[index]!.operation.id, ...failureOf(toApiError(outcome.reason)) })
  })
  if (failures.length > 0) {
    const status = Math.max(...failures.map((failure) => failure.status))
    throw createError('BATCH_FAILED', `${failures.length} of ${calls.length} calls failed; nothing was charged, retry the batch`, {
      status: status >= 500 ? 502 : status,
      details: { failures, charged: false },
    })
  }
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<InvokeResult>).value)
}

// 6. envelope

function planData(calls: Call[], results: InvokeResult[]) {
  return { count: results.length, results: results.map((result, index) => ({ endpoint: calls[index]!.operation.id, data: batchResultData(result.value) })) }
}
