import { createError, defineOperation, listAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dnsName, dnsSource } from '@svc/providers/dns'
import { callerDns } from '@svc/providers/dns'
import { RECORD_TYPES } from '@svc/providers/dns'

export default defineOperation({
  name: 'lookup',
  sources: sourcesInWords('the configured DNS resolver'),
  method: 'GET',
  description: 'DNS records of a name, one type per call (A, AAAA, CNAME, MX, NS, TXT, CAA, SOA, SRV), from the service\'s resolver; sorted, with the TTL for A and AAAA. A name that does not exist answers 404; a type the name has none of, no items. Public answers only: addresses outside the public internet (private, loopback, link-local...) and special-use names (.local, .internal...) are left out, and a name left with nothing answers 404 as one that does not exist.',
  input: v.object({
    name: dnsName('Domain or host name, e.g. example.com'),
    type: v.optional(v.pipe(v.picklist(RECORD_TYPES), v.description('Record type (default A)')), 'A'),
  }),
  keywords: ['mx records of a domain', 'what ip does a host resolve to', 'txt records', 'name servers of a domain', 'dig'],
  example: { params: { name: 'example.com', type: 'MX' } },
  async handler({ input, config }) {
    const records = await callerDns(config).records(input.name, input.type)
    if (records === null) throw createError('NOT_FOUND', `name: ${input.name} does not exist in DNS (NXDOMAIN)`)
    return listAnswer(records, dnsSource())
  },
})
