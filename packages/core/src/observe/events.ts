import type { Caller, CallerKind } from '../define.ts'
import { toApiError } from '../errors.ts'
import type { PaymentGate, Settlement } from '../payment.ts'
import type { Micros } from '../price.ts'
import type { Runtime } from '../runtime.ts'

/** One answered operation call, as the pipeline reports it to the observers (metrics, stats, logs, payment events). */
export interface CallEvent {
  operation: string
  requestId: string
  status: number
  /** The error code of a failed call. */
  errorCode?: string | undefined
  /** `none` when the call failed before it was charged (invalid input, 402). */
  caller: CallerKind | 'none'
  payer?: string | undefined
  /** Whether the request carried a payment header (a refused payment is one that did and failed). */
  paymentPresented: boolean
  chargedMicros: Micros
  settlement: Settlement | null
  durationMs: number
  request: Request
  at: number
}

export type CallObserver = (event: CallEvent) => void

/** What the pipeline knows when it answers; `observedCall` turns it into an event. */
export interface ObservedCallInput {
  operation: string
  requestId: string
  startedAt: number
  request: Request
  status: number
  errorCode?: string | undefined
  caller?: Caller | undefined
  /** Whether the request carried a payment header, or the gate to ask when an observer wants to know. */
  paymentPresented: boolean | PaymentGate
  outcome?: { chargedMicros: Micros; settlement: Settlement | null } | undefined
}

/** The pipeline's hook after a call succeeded: one line there, everything else here. */
export function observeSuccess(runtime: Runtime, operation: string, requestId: string, startedAt: number, request: Request, caller: Caller, outcome: { chargedMicros: Micros; settlement: Settlement | null }): void {
  if (!runtime.observe) return
  // A paid call carried a payment and a trial call none (the gate saw to it); a free call's headers are read only if asked.
  const paymentPresented = caller.kind === 'free' ? runtime.gate : caller.kind === 'paid'
  runtime.observe(observedCall({ operation, requestId, startedAt, request, status: 200, caller, paymentPresented, outcome }))
}

/** The pipeline's hook after a call failed (nothing was charged); the caller kind is what the request asked for. */
export function observeFailure(runtime: Runtime, operation: string, requestId: string, startedAt: number, request: Request, error: unknown): void {
  if (!runtime.observe) return
  const apiError = toApiError(error)
  const paymentPresented = runtime.gate.hasPayment(request)
  const asked: Caller | undefined = !paymentPresented && asksForTrial(request) ? { kind: 'trial', ip: '' } : undefined
  runtime.observe(observedCall({ operation, requestId, startedAt, request, status: apiError.status, errorCode: apiError.code, caller: asked, paymentPresented }))
}

/** `trial=1` or `X-Svc-Trial: 1`, as the pipeline reads a trial request. */
function asksForTrial(request: Request): boolean {
  return request.headers.get('x-svc-trial') === '1' || new URL(request.url).searchParams.get('trial') === '1'
}

export function observedCall(input: ObservedCallInput): CallEvent {
  return new ObservedCall(input)
}

/** A call event: an object of one shape for every call, whose payment header is looked for only when an observer reads it. */
class ObservedCall implements CallEvent {
  readonly operation: string
  readonly requestId: string
  readonly status: number
  readonly errorCode: string | undefined
  readonly caller: CallerKind | 'none'
  readonly payer: string | undefined
  readonly chargedMicros: Micros
  readonly settlement: Settlement | null
  readonly durationMs: number
  readonly request: Request
  readonly at: number
  #paymentPresented: boolean | PaymentGate

  constructor(input: ObservedCallInput) {
    this.operation = input.operation
    this.requestId = input.requestId
    this.status = input.status
    this.errorCode = input.errorCode
    this.caller = input.caller?.kind ?? 'none'
    this.payer = input.caller?.payer?.address ?? input.outcome?.settlement?.payer
    this.chargedMicros = input.outcome?.chargedMicros ?? 0
    this.settlement = input.outcome?.settlement ?? null
    this.durationMs = performance.now() - input.startedAt
    this.request = input.request
    this.at = Date.now()
    this.#paymentPresented = input.paymentPresented
  }

  get paymentPresented(): boolean {
    if (typeof this.#paymentPresented !== 'boolean') this.#paymentPresented = this.#paymentPresented.hasPayment(this.request)
    return this.#paymentPresented
  }
}

/** The payment side of a call: what a payment event, a metric and a stat count. */
export type PaymentOutcome = 'settled' | 'pending' | 'refused' | undefined

const REFUSED_CODES = new Set(['PAYMENT_INVALID', 'SETTLEMENT_FAILED', 'PAYMENT_REQUIRED'])

export function paymentOutcome(event: CallEvent): PaymentOutcome {
  if (event.settlement) return event.settlement.status
  if (event.errorCode && REFUSED_CODES.has(event.errorCode) && event.paymentPresented) return 'refused'
  return undefined
}

/** Fans an event out to every observer; one that throws is logged, never breaks the call. */
export function createObserverList(log: (message: string) => void) {
  const observers: CallObserver[] = []
  return {
    add(observer: CallObserver) {
      observers.push(observer)
    },
    emit(event: CallEvent) {
      for (const observer of observers) {
        try {
          observer(event)
        } catch (error) {
          log(`observer failed: ${String(error)}`)
        }
      }
    },
  }
}
