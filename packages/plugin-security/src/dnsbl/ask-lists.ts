import type { Resolver } from 'node:dns/promises'
import { SPAMHAUS_NOT_CONFIGURED } from '../settings.ts'
import { askBlocklist, type Listing } from './query.ts'
import type { Blocklist } from './zones.ts'

/**
 * Asks each list about `ip`; Spamhaus ZEN only through `spamhausZone` (the operator's DQS zone, or the public one once its
 * free-use terms are accepted: see `spamhausZone()`), else it answers `not_configured` without a query.
 */
export function askLists(resolver: Resolver, lists: readonly Blocklist[], ip: string, spamhausZone: string | undefined): Promise<Listing[]> {
  return Promise.all(lists.map((list) => {
    if (list.id !== 'spamhaus-zen') return askBlocklist(resolver, list, ip)
    if (spamhausZone) return askBlocklist(resolver, list, ip, spamhausZone)
    const skipped: Listing = { list: list.id, name: list.name, zone: list.zone, status: 'not_configured', listed: null, answers: [], reasons: [], detail: null, message: SPAMHAUS_NOT_CONFIGURED }
    return skipped
  }))
}

/** The lists that were asked: not those that do not apply to the address or were not configured. */
export const askedLists = (results: Listing[]) => results.filter((result) => result.status !== 'not_applicable' && result.status !== 'not_configured')
