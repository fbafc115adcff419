import { isIP } from 'node:net'
import { publicAddressesOnly } from '@svc/core'
import { isSpecialUseName, publicAnswer } from './public-answers.ts'
import { type DnsRecord, lookupRecords, type RecordType, reverseNames } from './records.ts'
import { allowsPrivateAnswers, dnsResolver, type SettingsHolder } from './resolver.ts'

/** DNS as every operation asking about a caller's name sees it (dns.lookup, domain.intel, email.validate, net.ip-resolve...). */
export interface CallerDns {
  /** The records of one type at a name; null when the name does not exist, or is answered as such. */
  records(name: string, type: RecordType): Promise<DnsRecord[] | null>
  /** The TXT strings at a name, each record's chunks joined; [] when none. */
  txt(name: string): Promise<string[]>
  /** The PTR names of an IP address, sorted; [] when it has none. */
  reverse(ip: string): Promise<string[]>
}

const isPublicAddress = (ip: string) => {
  const family = isIP(ip)
  return family !== 0 && publicAddressesOnly(ip, family as 4 | 6)
}

/**
 * The configured resolver behind the public-answer filter (see public-answers.ts): a special-use name
 * or a non-public address is not asked at all, answers pointing into a private network are left out,
 * and what is left with nothing is answered exactly as a name without records, so a refusal tells a
 * caller nothing of the host's network. `settings.dns.allowPrivateAnswers` turns the filter off.
 */
export function callerDns(config: SettingsHolder): CallerDns {
  const resolver = dnsResolver(config)
  const open = allowsPrivateAnswers(config)
  const records = async (name: string, type: RecordType) => {
    if (open) return lookupRecords(resolver, name, type)
    return isSpecialUseName(name) ? null : publicAnswer(await lookupRecords(resolver, name, type))
  }
  return {
    records,
    txt: async (name) => ((await records(name, 'TXT')) ?? []).map((record) => record.value),
    async reverse(ip) {
      if (open) return reverseNames(resolver, ip)
      return isPublicAddress(ip) ? (await reverseNames(resolver, ip)).filter((name) => !isSpecialUseName(name)) : []
    },
  }
}
