import { randomUUID } from 'node:crypto'
import type { H3Event } from 'h3'
import * as v from 'valibot'
import { clientAddress } from './caller.ts'
import { openCharge, runCharged } from './charge.ts'
import { defineOperation } from './define.ts'
import { callMeta, errorResponse, jsonResponse } from './envelope.ts'
import { ApiError, createError, toApiError } from './errors.ts'
import { coerceParams, readJsonBody, validateInput } from './input.ts'
import { invoke, prepareInput } from './invoke.ts'
import type { Micros } from './price.ts'
import type { RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'

const MAX_CALLS = 50

const batchInput = v.strictObject({
  calls: v.pipe(
    v.array(v.strictObject({
      endpoint: v.pipe(v.string(), v.minLength(3), v.maxLength(64), v.regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, 'must be <group>.<name> in lowercase letters, digits and hyphens')),
      params: v.optional(v.record(v.string(), v.unknown()), {}),
    })),
    v.minLength(1, 'must hold at least 1 call'),
    v.maxLength(MAX_CALLS, `must hold at most ${MAX_CALLS} calls`),
  ),
})

/** `batch.run` as the directory lists it; its route is `batchHandler`, which charges the exact sum. */
export const batchOperation = defineOperation({
  group: 'batch',
  name: 'run',
  method: 'POST',
  description: 'Runs 1 to 50 catalog calls behind one payment whose price is the exact sum of the sub-calls; atomic: if any sub-call fails nothing is charged and the failing calls are returned.',
  input: batchInput,
  price: { from: 0.003, quote: () => 0 },
  response: 'legacy',
  keywords: ['batch', 'bulk', 'many calls', 'multiple', 'combine'],
  handler: () => {
    throw createError('INTERNAL', 'batch.run is served by the batch route')
  },
})

interface PreparedCall {
  index: number
  operation: RegisteredOperation
  input: unknown
}

interface Failure {
  index: number
  endpoint: string
  status: number
  code: string
  error: string
  field?: unknown
}

/** Why an operation may not be part of a batch, or undefined when it may. */
export function batchIneligibility(operation: RegisteredOperation): string | undefined {
  if (operation.id === 'batch.run') return 'batches cannot be nested'
  if (operation.deprecated) return 'deprecated operations are excluded from batches'
  if (operation.price.mode !== 'fixed') return 'variable-priced and up-to billed operations are excluded from batches'
  if (operation.responseShape === 'binary') return 'operations that answer raw bytes are excluded from batches'
  if (!operation.batchable) return 'this operation is excluded from batches'
  return undefined
}

function validateCalls(runtime: Runtime, calls: Array<{ endpoint: string; params: Record<string, unknown> }>): PreparedCall[] {
  const prepared: PreparedCall[] = []
  const failures: Failure[] = []
  calls.forEach((call, index) => {
    const operation = runtime.registry.byId.get(call.endpoint)
    const fail = (error: ApiError) => failures.push({ index, endpoint: call.endpoint, ...failureOf(error) })
    if (!operation) return fail(createError('NOT_FOUND', `calls[${index}].endpoint: ${call.endpoint} is not an operation of this host`))
    const reason = batchIneligibility(operation)
    if (reason) return fail(createError('INVALID_INPUT', `calls[${index}].endpoint: ${call.endpoint} is not eligible: ${reason}`))
    try {
      const where = operation.method === 'GET' ? 'query' : 'body'
      prepared.push({ index, operation, input: prepareInput(operation, coerceParams(call.params, operation.input), where) })
    } catch (error) {
      const apiError = toApiError(error)
      fail(new ApiError(apiError.code, `calls[${index}].params: ${apiError.message}`, { status: apiError.status, details: apiError.details }))
    }
  })
  if (failures.length > 0) {
    throw createError('BATCH_INVALID', `${failures.length} of ${calls.length} calls are invalid; nothing was run or charged`, {
      details: { failures },
    })
  }
  return prepared
}

function failureOf(error: ApiError): Omit<Failure, 'index' | 'endpoint'> {
  const failure: Omit<Failure, 'index' | 'endpoint'> = { status: error.status, code: error.code, error: error.message }
  if (error.details?.field !== undefined) failure.field = error.details.field
  return failure
}

/** Validates every sub-call first, charges the exact sum once, runs them concurrently, settles only if all succeed. */
export function batchHandler(runtime: Runtime, operation: RegisteredOperation) {
  return async (event: H3Event): Promise<Response> => {
    const startedAt = performance.now()
    const requestId = randomUUID()
    if (event.req.method !== 'POST') {
      return errorResponse(createError('METHOD_NOT_ALLOWED', 'batch.run is called with POST', { headers: { allow: 'POST' } }), requestId)
    }
    try {
      const body = validateInput(batchInput, await readJsonBody(event.req, runtime.config.bodyLimitBytes))
      const calls = validateCalls(runtime, body.calls)
      const sum: Micros = calls.reduce((total, call) => total + (call.operation.price.mode === 'fixed' ? call.operation.price.micros : 0), 0)
      const charge = await openCharge(runtime, {
        request: event.req,
        url: event.url,
        ip: clientAddress(event, runtime.config.trustProxy),
        operation,
        amountMicros: sum,
        upto: false,
        trialIds: [operation.id, ...calls.map((call) => call.operation.id)],
      })
      const caller = charge.caller
      const { result: settled, outcome } = await runCharged(runtime, charge, async () => {
        const settled = await Promise.allSettled(calls.map((call) => invoke(runtime, call.operation, call.input, { caller, request: event.req })))
        const failures: Failure[] = []
        settled.forEach((outcome, i) => {
          if (outcome.status === 'rejected') failures.push({ index: i, endpoint: calls[i]!.operation.id, ...failureOf(toApiError(outcome.reason)) })
        })
        if (failures.length > 0) {
          const status = Math.max(...failures.map((failure) => failure.status))
          throw createError('BATCH_FAILED', `${failures.length} of ${calls.length} calls failed; nothing was charged, retry the batch`, {
            status: status >= 500 ? 502 : status,
            details: { failures, charged: false },
          })
        }
        return settled
      })
      const results = settled.map((result, i) => ({
        endpoint: calls[i]!.operation.id,
        data: (result as PromiseFulfilledResult<{ value: unknown }>).value.value,
      }))
      const meta = callMeta({
        endpoint: operation.id,
        requestId,
        caller: caller.kind,
        chargedMicros: outcome.chargedMicros,
        settlement: outcome.settlement,
        startedAt,
      })
      return jsonResponse({ data: { count: results.length, results }, meta }, 200, { 'x-svc-request-id': requestId, ...outcome.headers })
    } catch (error) {
      return errorResponse(toApiError(error), requestId)
    }
  }
}
