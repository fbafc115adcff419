import { defineOperation, invalidField, ipAddress, lookupAnswer, publicAddressesOnly, sourceOf } from '@svc/core'
import { isIP } from 'node:net'
import * as v from 'valibot'
import { abuseCheckSource, checkAbuse } from '../reputation/abuseipdb-check.ts'
import { abuseipdb } from '../upstreams/abuseipdb.ts'

export default defineOperation({
  name: 'ip-abuse',
  method: 'GET',
  description: 'Abuse reports of an IP address from AbuseIPDB: abuse confidence score (0-100), number of reports and distinct reporters, last report time, Tor exit flag, usage type, ISP, domain and country.',
  input: v.object({
    ip: ipAddress('Public IPv4 or IPv6 address, e.g. 118.25.6.39'),
    days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365), v.description('Count reports of the last N days (1-365, default 90)')), 90),
  }),
  upstreams: [abuseipdb],
  sources: [abuseCheckSource],
  keywords: ['is this ip malicious', 'ip abuse reports', 'abuse confidence score', 'has this ip attacked anyone', 'abuseipdb check'],
  example: { params: { ip: '118.25.6.39' } },
  check(input) {
    if (!publicAddressesOnly(input.ip, isIP(input.ip) === 6 ? 6 : 4)) throw invalidField('ip', 'must be a public address')
  },
  async handler({ input, upstream }) {
    const { report, url } = await checkAbuse(upstream(abuseipdb), input.ip, input.days)
    return lookupAnswer(report, sourceOf(abuseipdb, url))
  },
})
