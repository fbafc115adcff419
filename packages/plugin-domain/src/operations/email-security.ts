import { createError, defineOperation, lookupAnswer, sourcesInWords } from '@svc/core'
import { callerDns, dnsSource } from '@svc/providers/dns'
import * as v from 'valibot'
import { mailPolicy } from '../mail-policy.ts'
import { domain } from '../params.ts'

export default defineOperation({
  name: 'email-security',
  sources: sourcesInWords('the configured DNS resolver (`settings.dns`)'),
  method: 'GET',
  description: 'A domain\'s e-mail authentication from DNS: SPF (policy, includes, lookup count), DMARC (policy, reporting, alignment), DKIM keys at common selectors, MTA-STS, TLS-RPT, BIMI and MX, with the problems found (no DMARC, SPF +all, duplicate records...).',
  input: v.object({ domain }),
  keywords: ['check spf and dmarc', 'is this domain protected against email spoofing', 'dkim record', 'mta-sts', 'bimi record'],
  example: { params: { domain: 'example.com' } },
  async handler({ input, config }) {
    const policy = await mailPolicy(callerDns(config), input.domain)
    if (!policy) throw createError('NOT_FOUND', `domain: ${input.domain} does not exist in DNS (NXDOMAIN)`)
    return lookupAnswer(policy, dnsSource())
  },
})
