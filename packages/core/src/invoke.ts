import type { Caller, OperationContext } from './define.ts'
import { createError, isApiError } from './errors.ts'
import { coerceParams, rejectUnknownMembers, validateInput } from './input.ts'
import { settingsOf } from './config.ts'
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
  /** What the handler said about that usage (tokens, model...). */
  usageDetails?: Record<string, unknown>
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

/** The context a handler receives; a class so every call builds an object of one shape, with `signal` read lazily. */
class Context implements OperationContext<unknown> {
  usageMicros: Micros | undefined
  usageDetails: Record<string, unknown> | undefined
  readonly id: string
  private readonly group: string
  readonly state: Runtime['state']
  readonly upstream: Runtime['upstream']
  constructor(private readonly runtime: Runtime, operation: RegisteredOperation, readonly input: unknown, private readonly options: InvokeOptions) {
    this.id = operation.id
    this.group = operation.group
    this.state = runtime.state
    this.upstream = runtime.upstream
  }
  get caller() {
    return this.options.caller
  }
  get request() {
    return this.options.request
  }
  // A Request creates its AbortSignal on first access, which costs on every call: only when asked.
  get signal() {
    return this.options.request.signal
  }
  reportUsage = (usd: number, details?: Record<string, unknown>): void => {
    this.usageMicros = (this.usageMicros ?? 0) + usdToMicros(roundUsd(usd))
    if (details) this.usageDetails = { ...this.usageDetails, ...details }
  }
  get settings() {
    return settingsOf(this.runtime.config, this.group)
  }
  get config() {
    return this.runtime.config
  }
  call = (id: string, params: Record<string, unknown>): Promise<unknown> => callOperation(this.runtime, id, params, this.options)
}

/** Runs an operation's handler. Errors that are not ApiErrors are logged and hidden behind a 500. */
export async function invoke(runtime: Runtime, operation: RegisteredOperation, input: unknown, options: InvokeOptions): Promise<InvokeResult> {
  const ctx = new Context(runtime, operation, input, options)
  try {
    const value = await operation.definition.handler(ctx)
    if (ctx.usageMicros === undefined) return { value }
    return ctx.usageDetails ? { value, usageMicros: ctx.usageMicros, usageDetails: ctx.usageDetails } : { value, usageMicros: ctx.usageMicros }
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
