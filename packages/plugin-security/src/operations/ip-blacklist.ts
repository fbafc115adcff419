import { createError, defineOperation, invalidField, ipAddress, localSource, lookupAnswer, publicAddressesOnly } from '@svc/core'
import { isIP } from 'node:net'
import * as v from 'valibot'
import { askedLists, askLists } from '../dnsbl/ask-lists.ts'
import { makeResolver } from '../dnsbl/query.ts'
import { BLOCKLIST_IDS, BLOCKLISTS, blocklistsSource } from '../dnsbl/zones.ts'
import { dnsServers, SPAMHAUS_NOT_CONFIGURED, spamhausZone } from '../settings.ts'

export default defineOperation({
  name: 'ip-blacklist',
  method: 'GET',
  description: 'Is an IP address on the DNS blocklists mail servers use? Asks Spamhaus ZEN, SpamCop, Barracuda, PSBL and DroneBL through the host\'s DNS resolver: listed or not on each, what the listing means (spam source, exploited host, end-user range, proxy...) and the list\'s own explanation. Spamhaus is asked only where the operator has a Spamhaus DQS key or accepts its free-use terms.',
  input: v.object({
    ip: ipAddress('Public IPv4 or IPv6 address, e.g. 8.8.8.8'),
    lists: v.optional(v.pipe(
      v.string(),
      v.transform((value) => [...new Set(value.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== ''))]),
      v.minLength(1, 'name at least one list'),
      v.check((ids) => ids.every((id) => BLOCKLIST_IDS.includes(id)), `must be among: ${BLOCKLIST_IDS.join(', ')}`),
      v.description(`Lists to ask, comma separated (default all): ${BLOCKLIST_IDS.join(', ')}`),
    )),
  }),
  sources: [blocklistsSource],
  keywords: ['is my ip blacklisted', 'dnsbl check', 'spamhaus lookup', 'mail server ip on a blocklist', 'rbl check'],
  check(input) {
    if (!publicAddressesOnly(input.ip, isIP(input.ip) === 6 ? 6 : 4)) throw invalidField('ip', 'must be a public address: blocklists list no private or reserved ones')
  },
  async handler({ input, settings }) {
    const resolver = makeResolver(dnsServers(settings))
    const spamhaus = spamhausZone(settings)
    const lists = BLOCKLISTS.filter((list) => (input.lists ?? BLOCKLIST_IDS).includes(list.id))
    const results = await askLists(resolver, lists, input.ip, spamhaus)
    const asked = askedLists(results)
    // Only Spamhaus asked for, and this host may not ask it: a 503 naming the settings, not an empty (charged) answer.
    if (asked.length === 0 && results.some((result) => result.status === 'not_configured')) throw createError('UPSTREAM_NOT_CONFIGURED', SPAMHAUS_NOT_CONFIGURED)
    if (asked.length > 0 && asked.every((result) => result.status === 'error')) throw createError('UPSTREAM_FAILED', 'No blocklist could be asked: the DNS resolver did not answer')
    const listedOn = results.filter((result) => result.listed).map((result) => result.list)
    return lookupAnswer(
      { ip: input.ip, listed: listedOn.length > 0, listedOn, checked: asked.filter((result) => result.status !== 'error').length, results },
      localSource('DNS blocklists (Spamhaus, SpamCop, Barracuda, PSBL, DroneBL), asked by svc', 'https://www.spamhaus.org/faq/section/DNSBL%20Usage', 'Each list\'s terms of use; Spamhaus free use is for low-volume, non-commercial queries'),
    )
  },
})
