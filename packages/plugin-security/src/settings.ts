import { createError } from '@svc/core'

/**
 * `settings.security.dnsServers`: the resolvers (`ip` or `ip:port`) that ip-blacklist asks, e.g. a
 * local unbound; unset, the host's own. Spamhaus refuses queries arriving through public resolvers.
 */
export function dnsServers(settings: Readonly<Record<string, unknown>>): string[] | undefined {
  const value = settings.dnsServers
  if (value === undefined) return undefined
  const list = typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string' && /^[0-9a-fA-F.:[\]]+$/.test(entry))) {
    throw createError('UPSTREAM_NOT_CONFIGURED', 'The operator\'s settings.security.dnsServers must be a list of resolver addresses (ip or ip:port)')
  }
  return list as string[]
}
