import type { Caller, OperationContext } from './define.ts'
import { createError, isApiError } from './errors.ts'
import { coerceParams, rejectUnknownMembers, validateInput } from './input.ts'
import { usdToMicros, type Micros } from './price.ts'
import { roundUsd, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'

export interface InvokeOptions {
  caller: Caller
  request: Request
}

export interface InvokeResult {
  value: unknown
  /** Actual usage reported by an up-to billed handler. */
  usageMicros?: Micros
}

/** Checks a params object against an operation, before anything is charged. */
export function prepareInput(operation: RegisteredOperation, params: Record<string, unknown>, where: 'query' | 'body'): unknown {
  rejectUnknownMembers(params, operation.input, where)
  const input = validateInput(operation.input, params)
  if (!operation.availability.available) {
    throw createError('UPSTREAM_NOT_CONFIGURED', `${operation.id} is not available on this host: it ${operation.availability.reason}`)
  }
  return input
}

/** Runs an operation's handler. Errors that are not ApiErrors are logged and hidden behind a 500. */
export async function invoke(runtime: Runtime, operation: RegisteredOperation, input: unknown, options: InvokeOptions): Promise<InvokeResult> {
  let usageMicros: Micros | undefined
  const ctx: OperationContext<any> = {
    input,
    id: operation.id,
    caller: options.caller,
    request: options.request,
    // Read lazily: a Request creates its AbortSignal on first access, which costs on every call.
    get signal() {
      return options.request.signal
    },
    state: runtime.state,
    upstream: runtime.upstream,
    reportUsage: (usd) => {
      usageMicros = (usageMicros ?? 0) + usdToMicros(roundUsd(usd))
    },
    call: (id, params) => callOperation(runtime, id, params, options),
  }
  try {
    const value = await operation.definition.handler(ctx)
    return usageMicros === undefined ? { value } : { value, usageMicros }
  } catch (error) {
    if (isApiError(error)) throw error
    runtime.log(`error in ${operation.id}: ${(error as Error)?.stack ?? String(error)}`)
    throw createError('INTERNAL', 'Internal server error', { cause: error })
  }
}

/** In-process call of another operation (watchers, composites): validated, never charged. */
export async function callOperation(runtime: Runtime, id: string, params: Record<string, unknown>, options: InvokeOptions): Promise<unknown> {
  const operation = runtime.registry.byId.get(id)
  if (!operation) throw createError('NOT_FOUND', `Operation ${id} is not installed on this host`)
  const input = prepareInput(operation, coerceParams(params, operation.input), operation.method === 'GET' ? 'query' : 'body')
  return (await invoke(runtime, operation, input, options)).value
}
