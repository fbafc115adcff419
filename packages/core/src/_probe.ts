import { paymentRequired, resourceUrl } from './_charge.ts'
import { isTrialRequest } from './_trial.ts'
import { createError, type ApiError } from './errors.ts'
import { billsUsage, listedMicros, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'

/** No params and no body, no payment and no trial: a crawler asking what the operation costs. */
export function isBareProbe(runtime: Runtime, operation: RegisteredOperation, request: Request, query: URLSearchParams | undefined): boolean {
  if (operation.method === 'GET' ? query !== undefined : hasBody(request)) return false
  return !runtime.gate.hasPayment(request) && !isTrialRequest(request, query)
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return length.trim() !== '0'
  return request.headers.has('transfer-encoding') || request.body !== null
}

/** The 402 of a bare probe at the listed price (503 first when the operation cannot run here). */
export async function priceProbe(runtime: Runtime, operation: RegisteredOperation, url: URL): Promise<ApiError> {
  if (!operation.availability.available) return unavailable(operation)
  return paymentRequired(runtime, {
    operation,
    amountMicros: listedMicros(operation),
    upto: billsUsage(operation),
    changesState: operation.definition.effects?.includes('state') === true,
    discovery: true,
    get resource() {
      return resourceUrl(runtime, url)
    },
  })
}

/** The 503 of an operation this host cannot run (a missing key or setting, a missing operation it calls). */
export function unavailable(operation: RegisteredOperation): ApiError {
  return createError('UPSTREAM_NOT_CONFIGURED', `${operation.id} is not available on this host: it ${operation.availability.reason}`)
}
