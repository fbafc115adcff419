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

/**
 * Where ip-blacklist may ask Spamhaus ZEN. Its public DNSBL is free only for non-commercial, low-volume use; a service that
 * charges for answers needs a Data Query Service (DQS) key (https://www.spamhaus.org/organization/dnsblusage/): with
 * `settings.security.spamhausDqsKey` the key's zone is asked; with `settings.security.spamhausAcceptTerms: true` (the
 * operator's use is within the free terms, or licensed otherwise) the public zone; else Spamhaus is not asked.
 */
export function spamhausZone(settings: Readonly<Record<string, unknown>>): string | undefined {
  const key = settings.spamhausDqsKey
  if (key !== undefined) {
    if (typeof key !== 'string' || !/^[a-z0-9]{8,64}$/i.test(key.trim())) throw createError('UPSTREAM_NOT_CONFIGURED', 'The operator\'s settings.security.spamhausDqsKey must be a Spamhaus DQS key (letters and digits)')
    return `${key.trim().toLowerCase()}.zen.dq.spamhaus.net`
  }
  return settings.spamhausAcceptTerms === true ? 'zen.spamhaus.org' : undefined
}

export const SPAMHAUS_NOT_CONFIGURED = 'Spamhaus was not asked: its public blocklist is free only for non-commercial use; the operator can set settings.security.spamhausDqsKey (a Spamhaus DQS key) or, if this host\'s use is within Spamhaus\' free-use terms, settings.security.spamhausAcceptTerms'
