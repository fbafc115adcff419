import type { PluginDefinition, SvcConfig } from '@svc/core'
import { UsageError } from './io.ts'

export interface FreeFlags {
  /** `--host`: the address to bind. */
  host?: string | undefined
  /** `--allow-public-free`: the operator insists on a free host reachable from other machines. */
  allowPublicFree?: boolean | undefined
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/

export const isLoopback = (host: string): boolean => LOOPBACK.test(host)

/** The address a free host binds (checked before any plugin loads). */
export function freeHost(flags: FreeFlags, env: Record<string, string | undefined>): string {
  const host = flags.host ?? env.SVC_HOST ?? '127.0.0.1'
  if (!isLoopback(host) && !flags.allowPublicFree) {
    throw new UsageError(`--free makes every operation free for anyone who can reach the host, so it binds 127.0.0.1 only; to serve it free on ${host}, add --allow-public-free`)
  }
  return host
}

/**
 * The configuration of `svc serve --free`: every operation of the installed plugins at price 0 (no
 * payment, no trial used up), bound to 127.0.0.1 unless told otherwise. A free host on another
 * address serves anyone without payment, so that takes `--allow-public-free` as well.
 */
export function freeServeConfig(config: SvcConfig, plugins: PluginDefinition[], flags: FreeFlags, env: Record<string, string | undefined>): SvcConfig {
  const host = freeHost(flags, env)
  const free = plugins.flatMap((plugin) => plugin.operations.map((operation) => [`${operation.group ?? plugin.group}.${operation.name}`, 0] as const))
  return { ...config, host, prices: { ...config.prices, ...Object.fromEntries(free) } }
}
