import { microsToUsd } from '../price.ts'
import type { CallEvent } from './events.ts'

/** What the log line of an operation's request says of the call: plain values, none of the call's objects. */
interface LoggedCall {
  requestId: string
  operation: string
  caller: CallEvent['caller']
  chargedMicros: CallEvent['chargedMicros']
  settlement: { status: string; network: string; transaction: string | null } | null
  errorCode: string | undefined
  payer: string | undefined
}

const LOGGED = Symbol('svc.loggedCall')
type WithLoggedCall = Request & { [LOGGED]?: LoggedCall }

/**
 * Keeps the call's facts on its request, for the request log written after it. A property, not a WeakMap keyed by the
 * request: Node 20's young-generation GC kept each call's WeakMap entry (its request, event and settlement) until a
 * full GC, promoting ~1.2 KB a free call to the old generation (`scripts/bench/voucher-loop.ts --gc --json-log`).
 */
export function rememberCall(event: CallEvent): void {
  const { settlement } = event
  ;(event.request as WithLoggedCall)[LOGGED] = {
    requestId: event.requestId,
    operation: event.operation,
    caller: event.caller,
    chargedMicros: event.chargedMicros,
    settlement: settlement ? { status: settlement.status, network: settlement.network, transaction: settlement.transaction ?? null } : null,
    errorCode: event.errorCode,
    payer: event.payer,
  }
}

/** The call facts kept for `request`'s log line, if an operation answered it. */
export function loggedCall(request: Request): Readonly<LoggedCall> | undefined {
  return (request as WithLoggedCall)[LOGGED]
}

/**
 * One JSON log line for a request (`SVC_LOG_FORMAT=json`): method, path, status and latency, plus,
 * for an operation call, its request id, operation, caller kind, cost and settlement.
 */
export function jsonLogLine(request: Request, status: number, latencyMs: number, now = new Date()): string {
  const event = loggedCall(request)
  const line: Record<string, unknown> = {
    time: now.toISOString(),
    level: status >= 500 ? 'error' : 'info',
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    latencyMs: Math.round(latencyMs * 10) / 10,
  }
  if (event) {
    line.requestId = event.requestId
    line.operation = event.operation
    line.caller = event.caller
    line.costUsd = microsToUsd(event.chargedMicros)
    line.settlement = event.settlement
    if (event.errorCode) line.errorCode = event.errorCode
    if (event.payer) line.payer = event.payer
  }
  return JSON.stringify(line)
}
