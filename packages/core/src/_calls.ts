import { createHash } from 'node:crypto'
import { batchIneligibility } from './batch.ts'
import { batchResultData } from './batch-binary.ts'
import { checkHost } from './_check-host.ts'
import { failureOf, type Failure } from './_failures.ts'
import { unavailable } from './_probe.ts'
import { ApiError, createError, toApiError } from './errors.ts'
import { coerceParams, coerceQuery, readJsonBody, rejectUnknownMembers, validateInput } from './input.ts'
import { invoke, type InvokeOptions, type InvokeResult } from './_invoke.ts'
import type { Micros } from './price.ts'
import type { RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { attributionOfAll } from './upstream/terms.ts'

/*
 * The steps of a call that do not depend on how it is paid: read, validate and check its params,
 * invoke its handler (a plan's calls concurrently). The pipeline composes them per route; an
 * in-process call (`ctx.call`, watchers) runs them without any charge.
 */

/** One validated and checked call of a request. */
export interface Call {
  operation: RegisteredOperation
  input: unknown
}

/** In-process call of another operation (watchers, composites): validated and checked, never charged. */
export async function callOperation(runtime: Runtime, id: string, params: Record<string, unknown>, given: InvokeOptions): Promise<unknown> {
  // The handler's own `ctx.call` comes back here: _invoke needs no import of this module.
  const options: InvokeOptions = given.call ? given : { ...given, call: callOperation }
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
export function readParams(runtime: Runtime, operation: RegisteredOperation, request: Request, query: URLSearchParams | undefined): Record<string, unknown> | Promise<Record<string, unknown>> {
  if (query?.has('trial')) {
    const trial = query.getAll('trial')
    if (trial.length > 1 || trial[0] !== '1') throw createError('INVALID_INPUT', 'trial: the only allowed value is 1', { details: { field: 'trial' } })
  }
  if (operation.method !== 'GET') return readJsonBody(request, operation.bodyLimitBytes ?? runtime.config.bodyLimitBytes)
  return query ? coerceQuery(query, operation.input) : {}
}

// 2. validate, 3. check

/** Validates a call's params, runs the operation's own check, and refuses what this host cannot run. */
export function prepareCall(runtime: Runtime, operation: RegisteredOperation, params: Record<string, unknown>): Call {
  rejectUnknownMembers(params, operation.input, operation.method === 'GET' ? 'query' : 'body')
  const input = validateInput(operation.input, params)
  operation.definition.check?.(input, checkHost(operation, runtime.config))
  if (!operation.availability.available) throw unavailable(operation)
  return { operation, input }
}

/** The calls an operation's plan lists, each validated and checked; any invalid call fails them all. */
export function planCalls(runtime: Runtime, operation: RegisteredOperation, params: Record<string, unknown>): Call[] {
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

// 4. price

/** A plan's price: the exact sum of its calls (each of a fixed price). */
export function sumOf(calls: Call[]): Micros {
  return calls.reduce((total, call) => total + (call.operation.price.mode === 'fixed' ? call.operation.price.micros : 0), 0)
}

/** What an operation changes beyond its answer, from its definition's `effects`. */
export function effectsOf(operation: RegisteredOperation): { state: boolean; fetch: boolean } {
  const declared = operation.definition.effects ?? []
  return { state: declared.includes('state'), fetch: declared.includes('fetch') }
}

export function effectsOfCalls(calls: Call[]): { state: boolean; fetch: boolean } {
  const all = calls.map((call) => effectsOf(call.operation))
  return { state: all.some((effects) => effects.state), fetch: all.some((effects) => effects.fetch) }
}

/** What a paid call buys, compared when its payment identifier comes again: operation, amount and params. */
export function fingerprintOf(operation: RegisteredOperation, amountMicros: Micros, params: Record<string, unknown>): string {
  return createHash('sha256').update(`${operation.id}\n${amountMicros}\n${JSON.stringify(params)}`).digest('base64url')
}

// 5. invoke

/** Runs a plan's calls concurrently; if any fails, the whole plan fails (and is not charged). */
export async function invokeAll(runtime: Runtime, calls: Call[], options: InvokeOptions): Promise<InvokeResult[]> {
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

export function planData(calls: Call[], results: InvokeResult[]) {
  return { count: results.length, results: results.map((result, index) => ({ endpoint: calls[index]!.operation.id, data: batchResultData(result.value) })) }
}

/** A plan's results as one result: the answer's data, the providers' credits of all its calls. */
export function planResult(calls: Call[], results: InvokeResult[]): InvokeResult {
  const attribution = attributionOfAll(results)
  return attribution ? { value: planData(calls, results), attribution } : { value: planData(calls, results) }
}
