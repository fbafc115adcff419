import { randomUUID } from 'node:crypto'
import type { H3Event } from 'h3'
import { clientAddress } from './caller.ts'
import { freeCharge, openCharge, runCharged } from './charge.ts'
import { callMeta, errorResponse, successResponse } from './envelope.ts'
import { createError, toApiError } from './errors.ts'
import { settingsOf } from './config.ts'
import { coerceQuery, readJsonBody } from './input.ts'
import { invoke, prepareInput } from './invoke.ts'
import { billsUsage, quoteMicros, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { observeFailure, observeSuccess } from './observe/events.ts'

/** Reads the raw params of a request: the query for GET (synchronously), the JSON body for POST. */
export function readParams(runtime: Runtime, operation: RegisteredOperation, event: H3Event): Record<string, unknown> | Promise<Record<string, unknown>> {
  const trial = event.url.search ? event.url.searchParams.getAll('trial') : []
  if (trial.length > 1 || (trial.length === 1 && trial[0] !== '1')) {
    throw createError('INVALID_INPUT', 'trial: the only allowed value is 1', { details: { field: 'trial' } })
  }
  return operation.method === 'GET'
    ? coerceQuery(event.url.searchParams, operation.input)
    : readJsonBody(event.req, runtime.config.bodyLimitBytes)
}

/** method -> validation -> trial or payment -> handler -> settlement -> envelope. */
export function operationHandler(runtime: Runtime, operation: RegisteredOperation) {
  const methodNotAllowed = createError('METHOD_NOT_ALLOWED', `${operation.id} is called with ${operation.method}`, {
    headers: { allow: operation.method },
  })
  const settings = settingsOf(runtime.config, operation.group)
  return async (event: H3Event): Promise<Response> => {
    const startedAt = performance.now()
    const requestId = randomUUID()
    if (event.req.method !== operation.method) {
      return errorResponse(methodNotAllowed, requestId)
    }
    try {
      const params = readParams(runtime, operation, event)
      const input = prepareInput(operation, params instanceof Promise ? await params : params, operation.method === 'GET' ? 'query' : 'body')
      const quoted = quoteMicros(operation, input, settings, runtime.state)
      const amountMicros = typeof quoted === 'number' ? quoted : await quoted
      const upto = billsUsage(operation)
      // Free calls take no trip through the charge machinery.
      const charge = amountMicros === 0 ? freeCharge(clientAddress(event, runtime.config.trustProxy)) : await openCharge(runtime, {
        request: event.req,
        url: event.url,
        ip: clientAddress(event, runtime.config.trustProxy),
        operation,
        amountMicros,
        upto,
        trialIds: [operation.id],
      })
      const { result, outcome } = await runCharged(runtime, charge, () => invoke(runtime, operation, input, { caller: charge.caller, request: event.req }), (done) => done.usageMicros)
      const meta = callMeta({
        endpoint: operation.id,
        requestId,
        caller: charge.caller.kind,
        chargedMicros: outcome.chargedMicros,
        settlement: outcome.settlement,
        startedAt,
        authorizedMicros: upto && charge.caller.kind === 'paid' ? amountMicros : undefined,
        usage: result.usageMicros !== undefined ? { micros: result.usageMicros, details: result.usageDetails } : undefined,
      })
      observeSuccess(runtime, operation.id, requestId, startedAt, event.req, charge.caller, outcome)
      return successResponse(result.value, meta, { 'x-svc-request-id': requestId, ...outcome.headers })
    } catch (error) {
      observeFailure(runtime, operation.id, requestId, startedAt, event.req, error)
      return errorResponse(toApiError(error), requestId)
    }
  }
}
