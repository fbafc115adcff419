import { microsToUsd } from '../price.ts'
import type { CallEvent } from './events.ts'

/** The call event of each request an operation answered, for the request log written after it. */
const events = new WeakMap<Request, CallEvent>()

export function rememberCall(event: CallEvent): void {
  events.set(event.request, event)
}

/**
 * One JSON log line for a request (`SVC_LOG_FORMAT=json`): method, path, status and latency, plus,
 * for an operation call, its request id, operation, caller kind, cost and settlement.
 */
export function jsonLogLine(request: Request, status: number, latencyMs: number, now = new Date()): string {
  const event = events.get(request)
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
    line.settlement = event.settlement ? { status: event.settlement.status, network: event.settlement.network, transaction: event.settlement.transaction ?? null } : null
    if (event.errorCode) line.errorCode = event.errorCode
    if (event.payer) line.payer = event.payer
  }
  return JSON.stringify(line)
}
