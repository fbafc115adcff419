import type { SvcConfig } from './config.ts'
import type { CheckHost } from './define.ts'
import { createError } from './errors.ts'
import type { RegisteredOperation } from './registry.ts'
import { settingsAvailability } from './required-settings.ts'
import { upstreamAvailability } from './upstream/client.ts'
import type { UpstreamDefinition } from './upstream/types.ts'

/** The host an operation's `check` sees: whether this call's upstreams can be called here, before any 402. */
export function checkHost(operation: RegisteredOperation, config: Pick<SvcConfig, 'upstreams' | 'settings'>): CheckHost {
  const refuseUnless = (upstream: UpstreamDefinition, needed: boolean) => {
    const missing = [upstreamAvailability(upstream, config, { needed }), settingsAvailability(upstream.requiredSettings ?? [], config)].filter((item) => !item.available)
    if (missing.length === 0) return
    throw createError('UPSTREAM_NOT_CONFIGURED', `${operation.id} cannot answer this call on this host: it ${missing.map((item) => item.reason).join('; ')}`)
  }
  return {
    needs: (upstream) => refuseUnless(upstream, true),
    serves: (upstream) => refuseUnless(upstream, false),
  }
}
