import type { SvcConfig } from '@svc/core'
import type { Host } from '../host.ts'
import type { RunningServer } from '../server.ts'
import { isLoopback } from './free.ts'

const ANY = new Set(['0.0.0.0', '::', '[::]'])

/** Where the host listens: the bound address, and for every interface the URL this machine uses. */
export function listeningOn(server: RunningServer, config: Pick<SvcConfig, 'host'>): string {
  return ANY.has(config.host) ? `${server.boundUrl} (every interface; from this machine ${server.url})` : server.url
}

/**
 * What an operator must know before anyone else calls: a host other machines can reach without an
 * admin token serves `/metrics` (call counts, revenue, payers) to all of them.
 */
export function exposureWarning(config: Pick<SvcConfig, 'host' | 'adminToken'>): string | undefined {
  if (isLoopback(config.host) || config.adminToken) return undefined
  return `warning: other machines can reach this host (${config.host}) and no admin token is set, so /metrics (calls, revenue, payers) is open to them: set SVC_ADMIN_TOKEN (16 characters or more) to put it behind a token, or bind 127.0.0.1 (SVC_HOST or --host)`
}

/** The lines `svc serve` prints once it listens. */
export function startLines(host: Host, server: RunningServer, options: { free: boolean; payments?: string | undefined; startedMs: number }): string[] {
  const { runtime } = host.svc
  const { config } = host
  const lines = [`svc listening on ${listeningOn(server, config)} with ${host.plugins.length} plugins, ${runtime.registry.operations.length} operations (${Math.round(options.startedMs)} ms)`]
  if (options.free) lines.push('free mode: every operation is free (no payment, no trial used up); for exploring a local host')
  const payments = options.payments ? 'payments: none yet (trial and free operations work)' : runtime.gate.describe()
  lines.push(`state: ${runtime.state.backend}${runtime.state.location ? ` in ${runtime.state.location}` : ''}; ${payments}`)
  if (options.payments) lines.push(options.payments)
  const warning = exposureWarning(config)
  if (warning) lines.push(warning)
  const unavailable = runtime.registry.operations.filter((operation) => !operation.availability.available)
  if (unavailable.length) lines.push(`${unavailable.length} operations unavailable until configured (svc list shows why)`)
  lines.push(`try: curl '${server.url}/api/directory'`)
  return lines
}
