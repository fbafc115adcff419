import { defineOperation, localSource, lookupAnswer, requiredText, sourcesInWords } from '@svc/core'
import { callerDns } from '@svc/providers/dns'
import * as v from 'valibot'
import { parseAddress, ROLE_ACCOUNTS } from '../address.ts'
import { isDisposable } from '../disposable.ts'

export default defineOperation({
  name: 'validate',
  sources: sourcesInWords('syntax rules, DNS (MX, A/AAAA), mailchecker\'s disposable-domain list, a role-account list'),
  method: 'GET',
  description: 'Checks an e-mail address without sending mail: syntax, whether its domain exists and accepts mail (MX, or the A/AAAA fallback; null MX), disposable-mail providers (mailchecker list), role accounts (info@, support@...); a verdict with the reasons. No SMTP probe.',
  input: v.object({
    email: requiredText(3, 254, 'E-mail address'),
  }),
  keywords: ['is this email address valid', 'check an email address', 'disposable email check', 'verify email deliverability', 'throwaway email'],
  example: { params: { email: 'jane.doe@example.com' } },
  async handler({ input, config }) {
    const syntax = parseAddress(input.email)
    const source = localSource('svc e-mail checks (DNS through the service resolver; disposable list: mailchecker)', 'https://github.com/FGRibreau/mailchecker', 'mailchecker MIT; DNS records public')
    if (!syntax.valid) {
      return lookupAnswer({ email: input.email, normalized: null, local: null, domain: null, syntaxValid: false, domainExists: null, mx: null, acceptsMail: null, disposable: null, roleAccount: null, verdict: 'invalid', reasons: [syntax.reason] }, source)
    }
    const dns = callerDns(config)
    const [mx, disposable] = await Promise.all([dns.records(syntax.domain, 'MX'), isDisposable(syntax.domain)])
    const hosts = (mx ?? []).map((record) => record.data as { priority: number; exchange: string }).sort((a, b) => a.priority - b.priority)
    const nullMx = hosts.length === 1 && (hosts[0]!.exchange === '' || hosts[0]!.exchange === '.')
    // No MX: mail goes to the domain's own address (RFC 5321 section 5.1), if it has one.
    const implicit = mx !== null && hosts.length === 0 ? ((await dns.records(syntax.domain, 'A'))?.length ?? 0) + ((await dns.records(syntax.domain, 'AAAA'))?.length ?? 0) > 0 : false
    const domainExists = mx !== null
    const acceptsMail = domainExists && !nullMx && (hosts.length > 0 || implicit)
    const roleAccount = ROLE_ACCOUNTS.has(syntax.local.toLowerCase().split('+')[0]!)
    const reasons: string[] = []
    if (!domainExists) reasons.push(`${syntax.domain} does not exist in DNS`)
    else if (nullMx) reasons.push(`${syntax.domain} publishes a null MX: it accepts no mail`)
    else if (!acceptsMail) reasons.push(`${syntax.domain} has no MX record and no address to fall back to`)
    else if (hosts.length === 0) reasons.push(`${syntax.domain} has no MX record; mail goes to its A/AAAA address`)
    if (disposable) reasons.push(`${syntax.domain} is a disposable-mail provider`)
    if (roleAccount) reasons.push(`${syntax.local} is a role account, not a person`)
    const verdict = !acceptsMail ? 'undeliverable' : disposable || roleAccount || hosts.length === 0 ? 'risky' : 'deliverable'
    return lookupAnswer({
      email: input.email,
      normalized: `${syntax.local}@${syntax.domain}`,
      local: syntax.local,
      domain: syntax.domain,
      syntaxValid: true,
      domainExists,
      mx: { hosts: nullMx ? [] : hosts, nullMx, implicit },
      acceptsMail,
      disposable,
      roleAccount,
      verdict,
      reasons,
    }, source)
  },
})
