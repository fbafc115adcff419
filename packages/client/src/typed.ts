import type { CallResult, OperationMap } from './types.ts'

/** Known ids autocomplete; any other id (a third-party plugin's) is accepted with loose params. */
export type OperationId<Ops extends OperationMap> = (keyof Ops & string) | (string & {})

export type ParamsOf<Ops extends OperationMap, Id extends string> = Id extends keyof Ops ? Ops[Id]['params'] : Record<string, unknown>
export type DataOf<Ops extends OperationMap, Id extends string> = Id extends keyof Ops ? Ops[Id]['data'] : unknown

export interface CallOptions {
  signal?: AbortSignal
  /** Overrides the client's trial setting for this call. */
  trial?: boolean
}

/** `params` may be left out when the operation has no required param. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends Params` is how a type asks whether every param is optional
export type CallArgs<Ops extends OperationMap, Id extends string> = {} extends ParamsOf<Ops, Id>
  ? [params?: ParamsOf<Ops, Id>, options?: CallOptions]
  : [params: ParamsOf<Ops, Id>, options?: CallOptions]

export interface BatchCall {
  id: string
  params?: Record<string, unknown>
}

/** Each call checked against its own operation's params. */
export type CheckedBatch<Ops extends OperationMap, Calls extends readonly BatchCall[]> = {
  [K in keyof Calls]: Calls[K] extends { id: infer Id extends string }
    // biome-ignore lint/complexity/noBannedTypes: `{} extends Params` is how a type asks whether every param is optional
    ? {} extends ParamsOf<Ops, Id> ? { id: Id; params?: ParamsOf<Ops, Id> } : { id: Id; params: ParamsOf<Ops, Id> }
    : never
}

export interface BatchData<Ops extends OperationMap, Calls extends readonly BatchCall[]> {
  count: number
  results: { [K in keyof Calls]: Calls[K] extends { id: infer Id extends string } ? { endpoint: Id; data: DataOf<Ops, Id> } : never }
}

export type BatchResult<Ops extends OperationMap, Calls extends readonly BatchCall[]> = CallResult<BatchData<Ops, Calls>>
