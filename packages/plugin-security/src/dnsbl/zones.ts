import type { OperationSource } from '@svc/core'

/**
 * DNS blocklists queried by security.ip-blacklist, with the meaning of their answer codes as each
 * operator documents it. A listing is an A record in 127.0.0.0/8 for the reversed address below the
 * zone; no record (NXDOMAIN) means not listed.
 */
export interface Blocklist {
  id: string
  name: string
  zone: string
  /** Whether the zone answers IPv6 (nibble-reversed) queries. */
  ipv6: boolean
  docs: string
  /** Last octet of the answer -> what it means; codes not named here read as "listed". */
  codes: Record<number, string>
  /** Answers that are the operator refusing the query, not a listing. */
  refusal?: (answer: string) => string | null
}

const spamhausRefusal = (answer: string) => {
  if (answer === '127.255.255.252') return 'Spamhaus answered that the query was malformed'
  if (answer === '127.255.255.254') return 'Spamhaus refuses queries through public or open resolvers: configure a resolver of your own (security.dnsServers) or a Spamhaus DQS key'
  if (answer === '127.255.255.255') return 'Spamhaus answered that this resolver sends too many queries'
  return answer.startsWith('127.255.255.') ? 'Spamhaus refused the query' : null
}

export const BLOCKLISTS: readonly Blocklist[] = [
  {
    id: 'spamhaus-zen', name: 'Spamhaus ZEN', zone: 'zen.spamhaus.org', ipv6: true, docs: 'https://www.spamhaus.org/faq/section/DNSBL%20Usage',
    codes: { 2: 'SBL: spam source', 3: 'SBL CSS: snowshoe spam', 4: 'XBL: exploited host (CBL)', 5: 'XBL: exploited host', 6: 'XBL: exploited host', 7: 'XBL: exploited host', 9: 'SBL DROP: hijacked or criminal network', 10: 'PBL: end-user range (ISP policy), should not send mail directly', 11: 'PBL: end-user range (Spamhaus policy), should not send mail directly' },
    refusal: spamhausRefusal,
  },
  { id: 'spamcop', name: 'SpamCop', zone: 'bl.spamcop.net', ipv6: false, docs: 'https://www.spamcop.net/fom-serve/cache/291.html', codes: { 2: 'reported as a spam source' } },
  { id: 'barracuda', name: 'Barracuda Reputation Block List', zone: 'b.barracudacentral.org', ipv6: false, docs: 'https://www.barracudacentral.org/rbl/how-to-use', codes: { 2: 'poor sending reputation' } },
  { id: 'psbl', name: 'Passive Spam Block List', zone: 'psbl.surriel.com', ipv6: false, docs: 'https://psbl.org/', codes: { 2: 'sent mail to spam traps' } },
  {
    id: 'dronebl', name: 'DroneBL', zone: 'dnsbl.dronebl.org', ipv6: true, docs: 'https://dronebl.org/docs/howtouse',
    codes: { 3: 'IRC drone', 5: 'bottler', 6: 'unknown spambot or drone', 7: 'DDoS drone', 8: 'SOCKS proxy', 9: 'HTTP proxy', 10: 'proxy chain', 11: 'web page proxy', 12: 'open DNS resolver', 13: 'brute force attacker', 14: 'open Wingate proxy', 15: 'compromised router or gateway', 16: 'autorooting worm', 17: 'botnet IP', 18: 'DNS or MX on IRC', 19: 'abused VPN service', 255: 'uncategorized threat' },
  },
]

export const BLOCKLIST_IDS = BLOCKLISTS.map((list) => list.id)

/** What the lists are, for the `sources` of the operations that ask them: DNS queries through the host's resolver, nothing kept. */
export const blocklistsSource: OperationSource = { about: `DNS blocklists (${BLOCKLISTS.map((list) => list.name).join(', ')}) through the host's resolver`, cacheTtl: '0s' }
