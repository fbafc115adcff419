import type { Caller, OperationContext } from './define.ts'
import { settingsOf } from './config.ts'
import { createError, isApiError } from './errors.ts'
import { usdToMicros, type Micros } from './price.ts'
import { roundUsd, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { UpstreamNotes, type UpstreamMeta } from './upstream/notes.ts'
import { withoutHotlinks, type Attribution } from './upstream/terms.ts'
import { declaredTtlFor, type DeclaredTtl } from './upstream/sources.ts'
import type { UpstreamDefinition } from './upstream/types.ts'

export interface InvokeOptions {
  caller: Caller
  request: Request
  /** The state the handler works on, when not the host's own (a paid call's held writes). */
  state?: Runtime['state'] | undefined
  /** The calling operation's notes, for a call through `ctx.call`: its providers' terms and stale answers count for the caller's answer. */
  notes?: UpstreamNotes
  /** How `ctx.call` runs another operation in process (given by the pipeline, so this module imports none of it). */
  call?: (runtime: Runtime, id: string, params: Record<string, unknown>, options: InvokeOptions) => Promise<unknown>
}

export interface InvokeResult {
  value: unknown
  /** Actual usage reported by an up-to billed handler. */
  usageMicros?: Micros
  /** What the handler said about that usage (tokens, model...). */
  usageDetails?: Record<string, unknown>
  /** Stale upstream answers the handler was served (`meta.upstream`). */
  upstream?: UpstreamMeta
  /** Credits the terms of the providers it called ask for (`meta.attribution`). */
  attribution?: Attribution[]
}

/**
 * The context a handler receives; a class so every call builds an object of one shape. What a
 * handler may not use (`signal`, and the functions it may destructure: `upstream`, `reportUsage`,
 * `call`) is made on first access, not for every call.
 */
class Context implements OperationContext<unknown> {
  usageMicros: Micros | undefined
  usageDetails: Record<string, unknown> | undefined
  readonly id: string
  private readonly group: string
  readonly state: Runtime['state']
  #notes: UpstreamNotes | undefined
  readonly #declaredTtl: DeclaredTtl | undefined
  #upstream: OperationContext<unknown>['upstream'] | undefined
  #reportUsage: OperationContext<unknown>['reportUsage'] | undefined
  #call: OperationContext<unknown>['call'] | undefined
  constructor(private readonly runtime: Runtime, operation: RegisteredOperation, readonly input: unknown, private readonly options: InvokeOptions) {
    this.id = operation.id
    this.group = operation.group
    this.state = options.state ?? runtime.state
    this.#notes = options.notes
    this.#declaredTtl = declaredTtlFor(operation.definition)
  }
  // The clients a handler gets note the stale answers they serve, for `meta.upstream`, carry the call's signal
  // and cache for the TTLs the operation declares (`cacheTtl`, `sources`).
  get upstream() {
    return (this.#upstream ??= (definition: UpstreamDefinition) => this.runtime.upstream(definition, this.#notes ??= new UpstreamNotes(), this.signal, this.#declaredTtl))
  }
  get upstreamNotes(): UpstreamNotes | undefined {
    return this.#notes
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
  get reportUsage() {
    return (this.#reportUsage ??= (usd: number, details?: Record<string, unknown>): void => {
      this.usageMicros = (this.usageMicros ?? 0) + usdToMicros(roundUsd(usd))
      if (details) this.usageDetails = { ...this.usageDetails, ...details }
    })
  }
  get settings() {
    return settingsOf(this.runtime.config, this.group)
  }
  get config() {
    return this.runtime.config
  }
  get now() {
    return this.runtime.now
  }
  get call() {
    return (this.#call ??= (id: string, params: Record<string, unknown>): Promise<unknown> => {
      const call = this.options.call
      if (!call) throw createError('INTERNAL', 'ctx.call is not available outside a call through the pipeline')
      return call(this.runtime, id, params, { ...this.options, notes: (this.#notes ??= new UpstreamNotes()) })
    })
  }
}

/** Runs an operation's handler. Errors that are not ApiErrors are logged and hidden behind a 500. */
export async function invoke(runtime: Runtime, operation: RegisteredOperation, input: unknown, options: InvokeOptions): Promise<InvokeResult> {
  return invokeNow(runtime, operation, input, options)
}

/**
 * `invoke` that answers at once when the handler does (most handlers of local operations compute
 * their answer synchronously), and a promise only when the handler returns one: a free call of a
 * synchronous handler takes no trip through the microtask queue.
 */
export function invokeNow(runtime: Runtime, operation: RegisteredOperation, input: unknown, options: InvokeOptions): InvokeResult | Promise<InvokeResult> {
  const ctx = new Context(runtime, operation, input, options)
  let value: unknown
  try {
    value = operation.definition.handler!(ctx)
  } catch (error) {
    throw hidden(runtime, operation, error)
  }
  if (typeof (value as PromiseLike<unknown> | null)?.then !== 'function') return resultOf(ctx, value)
  return Promise.resolve(value).then((resolved) => resultOf(ctx, resolved), (error: unknown) => {
    throw hidden(runtime, operation, error)
  })
}

function resultOf(ctx: Context, answer: unknown): InvokeResult {
  const notes = ctx.upstreamNotes
  // Links to the images of a provider that forbids hotlinking are not passed on.
  const value = notes ? withoutHotlinks(answer, notes.hotlinkHosts()) : answer
  const result: InvokeResult = ctx.usageMicros === undefined ? { value } : ctx.usageDetails ? { value, usageMicros: ctx.usageMicros, usageDetails: ctx.usageDetails } : { value, usageMicros: ctx.usageMicros }
  const upstream = notes?.meta()
  if (upstream) result.upstream = upstream
  const attribution = notes?.attribution()
  if (attribution) result.attribution = attribution
  return result
}

function hidden(runtime: Runtime, operation: RegisteredOperation, error: unknown): unknown {
  if (isApiError(error)) return error
  runtime.log(`error in ${operation.id}: ${(error as Error)?.stack ?? String(error)}`)
  return createError('INTERNAL', 'Internal server error', { cause: error })
}
